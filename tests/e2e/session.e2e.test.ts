import type { Page } from 'playwright-core';
import { fillQuestion, startFromOverview, submitButton } from './support/answer-questions';
import {
  caseIdOf,
  clearFaults,
  createScenario,
  DEVICES,
  injectFault,
  origin,
  playCase,
  visit,
} from './support/browser';
import { expectPath, expectVisible, heading } from './support/expect-page';
import { useBrowser } from './support/use-browser';

// Where a session may stand and how it leaves (issue 23): a business owner on the interview's
// routes (items 1), an applicant's logout (item 5), and Back pressed while an answer is still being
// sent (item 6), against the sandbox; and a business session that expires (issue 26).

const FORM_HEADING = 'Business verification for Acme Home Services';
const LOGGED_OUT_HEADING = 'You have logged out';
const STAY = 'Please stay on this page until your information has been sent.';

/** The business form is on: /overview, its heading, and no loading screen left. */
async function expectForm(page: Page): Promise<void> {
  await expectPath(page, '/overview');
  await expectVisible(heading(page, FORM_HEADING), 20_000);
  expect(await page.locator('.loading-screen').count()).toBe(0);
}

describe.each(DEVICES)("a business owner on the interview's routes (%s)", (device) => {
  const session = useBrowser(device);

  /** An owner signed in from the case link, on the form. */
  async function ownerOnForm(page: Page): Promise<void> {
    await page.goto(await createScenario('business-home-services'));
    await expectForm(page);
  }

  it('goes from the question route, reloaded or typed in, to the form', async () => {
    const { page } = session();
    await ownerOnForm(page);
    await page.goto(`${origin()}/question/gls-businessaddress`);
    await expectForm(page);
    await page.goto(`${origin()}/question/core-ssn`);
    await page.reload();
    await expectForm(page);
  });

  it('goes from /pay, /finishing, /done and /status to the form', async () => {
    const { page } = session();
    await ownerOnForm(page);
    for (const path of ['/pay', '/finishing', '/done', '/status']) {
      await page.goto(`${origin()}${path}`);
      await expectForm(page);
      expect(await page.title()).toBe('Attest - Overview');
    }
  });
});

describe.each(DEVICES)('a business session that has expired (%s)', (device) => {
  const session = useBrowser(device);

  it("says so, leaves nothing of the session in the tab's storage and offers the sign-in again (ASVS 14.3.1)", async () => {
    const { page } = session();
    // A filled-in open case: each person added is saved at once.
    const link = await createScenario('business-long-addresses');
    await page.goto(link);
    await expectPath(page, '/overview');
    await expectVisible(heading(page, 'Business verification for Acme Home Repairs'), 20_000);
    const stored = () => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('attest')));
    expect(await stored()).toContain('attest.session');
    // The session's time runs out on the service's side while the form is open: the next save is
    // answered 440.
    await playCase(caseIdOf(link), { sessionsExpired: true });
    const main = page.getByRole('main');
    await main.getByLabel('Add new employee').fill('late@acme-home-repairs.example,');
    await main.getByRole('button', { name: 'Add employees' }).click();
    await expectVisible(page.getByText('Your session has expired, please log in again.'));
    await expectVisible(page.getByRole('button', { name: 'Sign in with Google' }));
    expect(await stored()).toEqual([]);
    await visit(page, 'session', 'business-session-expired', device);
  });
});

describe.each(DEVICES)("the applicant's logout (%s)", (device) => {
  const session = useBrowser(device);

  it('ends the session and lands on the logged-out page; the original link brings the applicant back', async () => {
    const { page } = session();
    const link = await createScenario('applicant');
    await page.goto(link);
    await expectPath(page, '/overview');
    const logout = page.getByRole('banner').getByRole('button', { name: 'Log out' });
    await expectVisible(logout);
    // The header with its logout: axe, and on the phone nothing past the screen's edge.
    await visit(page, 'session', 'overview-with-logout', device);

    const ended = page.waitForRequest((request) => request.method() === 'DELETE' && request.url().endsWith('/auth'));
    await logout.click();
    await ended;
    await expectPath(page, '/logged-out');
    await expectVisible(heading(page, LOGGED_OUT_HEADING));
    await expectVisible(page.getByText('return to the text or email where you received your request'));
    expect(await page.title()).toBe('Attest - Logged out');
    expect(await page.getByRole('banner').getByRole('button', { name: 'Log out' }).count()).toBe(0);
    // Nothing of the applicant's is left in the tab's storage, and the header is the brand's again.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('attest')))).toEqual(
      [],
    );
    expect(await page.getByRole('banner').innerText()).toContain('Attest');
    await visit(page, 'session', 'logged-out', device);

    await page.goto(link);
    await expectPath(page, '/overview');
    await expectVisible(heading(page, /requesting information from you/));
  });
});

describe.each(DEVICES)('Back while an answer is being sent (%s)', (device) => {
  const session = useBrowser(device);
  afterEach(clearFaults);

  it('stays on the question, says why, and moves on once the answer is sent', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant'));
    await startFromOverview(page, 'Social Security Number');
    await fillQuestion(page, 'Social Security Number');
    await injectFault({ method: 'POST', path: '/attributeData', delayMs: 4000, times: 1 });
    const sent = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/attributeData'),
    );
    await submitButton(page).click();
    // The button says it is sending (its label is the frame's 'Submitting…').
    await expectVisible(page.getByRole('button', { name: /^Submitting/ }));

    await page.evaluate(() => history.back());
    await expectVisible(page.getByRole('alert').filter({ hasText: STAY }));
    await expectPath(page, '/question/core-ssn');
    await expectVisible(heading(page, 'Social Security Number'));
    await expectVisible(page.getByRole('button', { name: /^Submitting/ }));

    await sent;
    await page.waitForURL((url) => url.pathname !== '/question/core-ssn', { timeout: 20_000 });
    expect(new URL(page.url()).pathname).toMatch(/^\/question\//);
  });
});
