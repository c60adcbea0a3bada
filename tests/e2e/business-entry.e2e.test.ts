import { AXE_WCAG_TAGS } from '../support/axe-tags';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { caseIdOf, createScenario, describeViolations, DEVICES, origin, SCREENSHOTS, visit } from './support/browser';
import type { Device } from './support/browser';
import { expectPath, expectVisible, heading } from './support/expect-page';
import { useBrowser } from './support/use-browser';

// Getting in and out of the business flow (spec 000 §2 google-login routes, §7 sign-in and
// DELETE /v1/session, §8 automatic actions), against the sandbox, whose identity stand-in
// (sandbox/routes/identity-routes.ts) plays the identity service behind 'Sign in with Google'.
// The form on /overview is the business e2e test's (business.e2e.test.ts): here only its address
// and the loading screen going away are asserted.

const SIGN_IN_HEADING = 'Sign in to continue your application';

/** A fresh case of `scenario`: its id and its link (with the auth code). */
async function businessCase(scenario = 'business-home-services'): Promise<{ caseId: number; link: string }> {
  const link = await createScenario(scenario);
  return { caseId: caseIdOf(link), link };
}

/** The form is on: /overview, and the loading screen has gone. */
async function expectForm(page: Page): Promise<void> {
  await expectPath(page, '/overview');
  await page.locator('.loading-screen').waitFor({ state: 'detached', timeout: 20_000 });
  await expectVisible(page.getByRole('main').getByRole('heading', { level: 1 }));
}

/** What GET /v1/session answers from the page, with its cookies. */
const sessionStatus = (page: Page): Promise<number> =>
  page.evaluate(async () => (await fetch('/api/gls/v1/session', { credentials: 'include' })).status);

/**
 * The sandbox's sign-in page is not the app (no layout to check): axe (WCAG 2.1 AA), a screenshot
 * and, on the phone, no sideways scrolling at 360 px.
 */
async function checkPlainPage(page: Page, name: string, device: Device): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${device}.png`), fullPage: true });
  const results = await new AxeBuilder({ page }).withTags([...AXE_WCAG_TAGS]).analyze();
  if (results.violations.length > 0) throw new Error(describeViolations(results.violations));
  if (device === 'mobile') {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }
}

describe.each(DEVICES)('getting in and out of the business flow (%s)', (device) => {
  const session = useBrowser(device);

  it("lands on the business form from the case link's auth code", async () => {
    const { page } = session();
    const { link } = await businessCase();
    await page.goto(link);
    await expectForm(page);
    expect(await sessionStatus(page)).toBe(200);
  });

  it('signs in with the button: landing, the identity page, back, then the form', async () => {
    const { page } = session();
    const { caseId } = await businessCase();
    await page.goto(`${origin()}/v2/google-login/${caseId}`);
    await expectVisible(heading(page, SIGN_IN_HEADING));
    await visit(page, 'business-entry', 'landing', device);

    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expectPath(page, '/__sandbox/identity/sign-in');
    expect(new URL(page.url()).searchParams.get('continue')).toBe(`${origin()}/v2/google-login/${caseId}`);
    const continueAs = page.getByRole('button', { name: 'Continue as owner@acme.example' });
    await expectVisible(continueAs);
    await checkPlainPage(page, 'business-entry-identity', device);

    await continueAs.click();
    await expectForm(page);
    expect(await sessionStatus(page)).toBe(200);
  });

  it('logs out: the session ends on the service and the landing page shows the sign-in button', async () => {
    const { page } = session();
    const { caseId, link } = await businessCase();
    await page.goto(link);
    await expectForm(page);

    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await expectPath(page, `/v2/google-login/${caseId}`);
    await expectVisible(heading(page, SIGN_IN_HEADING));
    await expectVisible(page.getByRole('button', { name: 'Sign in with Google' }));
    expect(await page.getByRole('banner').getByRole('button', { name: 'Log out' }).count()).toBe(0);
    expect(await sessionStatus(page)).toBe(401);
    // A reload finds nobody signed in either.
    await page.reload();
    await expectVisible(heading(page, SIGN_IN_HEADING));
  });

  it('shows the legacy /google-login notice with the ads dashboard link', async () => {
    const { page } = session();
    await page.goto(`${origin()}/google-login`);
    await expectVisible(heading(page, 'We no longer take applications here'));
    const dashboard = page.getByRole('link', { name: 'Go to your ads dashboard' });
    expect(await dashboard.getAttribute('href')).toBe('https://ads.google.com/localservices');
    expect(await page.title()).toBe('Attest - Welcome');
    await visit(page, 'business-entry', 'legacy-notice', device);
  });

  it.each(['caseId', 'case_id'])('redirects /v2/google-login?%s=N to the landing page of case N', async (key) => {
    const { page } = session();
    const { caseId } = await businessCase();
    await page.goto(`${origin()}/v2/google-login?${key}=${caseId}`);
    await expectPath(page, `/v2/google-login/${caseId}`);
    await expectVisible(heading(page, SIGN_IN_HEADING));
  });

  it('leaves for the external error target on a case id that is not digits', async () => {
    const { page } = session();
    await page.goto(`${origin()}/v2/google-login/abc`);
    // The sandbox's registrationNotFoundUrl is the app's own gls/not-found error page, as an absolute address.
    await expectPath(page, '/error/gls/not-found');
  });
});
