import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  applyTextSpacing,
  clippedText,
  controlsUnseenInForcedColours,
  runningAnimations,
  startFocusWalk,
} from '../support/a11y-audits';
import { focusWalk } from '../support/focus-walk';
import { reflowProblems as reflowOf } from '../support/reflow';
import { questionPaths, startFromOverview } from './support/answer-questions';
import { clearFaults, createScenario, injectFault, SCREENSHOTS } from './support/browser';
import { expectPath, expectVisible } from './support/expect-page';
import { useBrowser } from './support/use-browser';

// WCAG 2.2 checks axe cannot make (issue 27), on every kind of screen, in Chromium: focus seen and
// not hidden at each Tab stop (2.4.7, 2.4.11), no sideways scrolling at 320 CSS px and at 400 %
// zoom (1.4.10), and no text cut off with the text-spacing values applied (1.4.12). axe itself,
// with 2.2's target-size rule, runs on every screen of every journey (visit(), support/browser.ts).

/** A focus walk through Playwright's page. */
const walk = (page: Page) => focusWalk({ pressTab: () => page.keyboard.press('Tab'), run: (fn) => page.evaluate(fn) });

/** The page through Playwright, for the reflow check. */
const resizable = (page: Page) => ({
  resize: (width: number, height: number) => page.setViewportSize({ width, height }),
  run: <T>(fn: () => T | Promise<T>) => page.evaluate(fn),
});

/** The page at `width` x `height` CSS px: what scrolls sideways, or nothing (support/reflow.ts). */
const reflowProblems = (page: Page, width: number, height: number) => reflowOf(resizable(page), width, height);

/** A screenshot to look at: tests/e2e/screenshots/a11y/{screen}-{variant}.png. */
async function shoot(page: Page, screen: string, variant: string): Promise<void> {
  const folder = path.join(SCREENSHOTS, 'a11y');
  mkdirSync(folder, { recursive: true });
  await page.screenshot({
    path: path.join(folder, `${screen.replace(/[^\w-]+/g, '-')}-${variant}.png`),
    fullPage: true,
  });
}

/**
 * All of a screen's problems: focus at 1280 x 800, forced colours, reflow, then text spacing
 * (which stays applied), with a screenshot of each to look at. A screen with no Tab stop at all is
 * a problem too: every screen has at least its header's.
 */
async function screenProblems(page: Page, screen: string): Promise<string[]> {
  const { stops, problems } = await walk(page);
  if (stops === 0) problems.push('no Tab stop was reached');
  await page.emulateMedia({ forcedColors: 'active' });
  problems.push(...(await page.evaluate(controlsUnseenInForcedColours)).map((c) => `in forced colours, unseen: ${c}`));
  await shoot(page, screen, 'forced-colours');
  await page.emulateMedia({ forcedColors: 'none' });
  // 320 CSS px: the criterion's width; 320 x 256: a 1280 x 1024 screen at 400 % zoom.
  problems.push(...(await reflowProblems(page, 320, 640)), ...(await reflowProblems(page, 320, 256)));
  await shoot(page, screen, 'zoom-400');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(applyTextSpacing);
  problems.push(...(await page.evaluate(clippedText)).map((text) => `with text spacing, cut off: ${text}`));
  await shoot(page, screen, 'text-spacing');
  problems.push(...(await reflowProblems(page, 320, 640)).map((text) => `with text spacing, ${text}`));
  await page.setViewportSize({ width: 1280, height: 800 });
  return problems;
}

describe('WCAG 2.2 checks axe cannot make, on every kind of screen (Chromium)', () => {
  const session = useBrowser('desktop');

  it('every question of the interview: focus seen and never hidden, forced colours, reflow at 320 px and 400 %, text spacing', async () => {
    const { page } = session();
    const link = await createScenario('applicant-every-question');
    await page.goto(link);
    await expectPath(page, '/overview');
    const paths = await questionPaths(page);
    const found: Record<string, string[]> = { '/overview': await screenProblems(page, 'overview') };
    for (const path of paths) {
      // Each question opened afresh, so the text spacing of the last one is gone.
      await page.goto(new URL(path, page.url()).toString());
      await expectPath(page, path.split('?')[0] ?? path);
      await expectVisible(page.getByRole('heading', { level: 1 }));
      await page.waitForLoadState('networkidle');
      found[path] = await screenProblems(page, path.split('?')[0]?.replace('/question/', '') ?? path);
    }
    expect(Object.entries(found).filter(([, problems]) => problems.length > 0)).toEqual([]);
  });

  it('finds a missing focus indicator, focus hidden behind a fixed box, a page too wide, text cut off and a control unseen in forced colours (the checks work)', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant'));
    await expectPath(page, '/overview');
    expect(await screenProblems(page, 'applicant')).toEqual([]);
    await page.reload();
    await expectPath(page, '/overview');
    // The overview drawn again, not the loading screen (no Tab stop to find hidden).
    await expectVisible(page.getByRole('list', { name: 'Questions' }));
    await page.waitForLoadState('networkidle');
    // Styles set through the CSSOM, which the content security policy allows.
    await page.evaluate(() => {
      const cover = document.createElement('div');
      cover.id = 'cover';
      Object.assign(cover.style, { position: 'fixed', inset: '0', background: 'white', zIndex: '9999' });
      document.body.append(cover);
    });
    const { stops, problems: hidden } = await walk(page);
    expect(stops).toBeGreaterThan(0);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.filter((problem) => !problem.endsWith('is hidden behind <div#cover>'))).toEqual([]);
    await page.evaluate(() => {
      document.getElementById('cover')?.remove();
      for (const element of document.querySelectorAll<HTMLElement>('*')) {
        element.style.setProperty('outline', 'none', 'important');
      }
      const wide = document.createElement('p');
      Object.assign(wide.style, { width: '900px', height: '20px', overflow: 'hidden' });
      wide.textContent = 'A line of text that does not fit the twenty pixels of its box once spaced out. '.repeat(20);
      document.querySelector('main')?.append(wide);
    });
    const unseen = (await walk(page)).problems;
    expect(unseen.length).toBeGreaterThan(0);
    const indicator = 'shows no focus indicator (no outline of 2 px or more, no box shadow)';
    expect(unseen.filter((problem) => !problem.endsWith(indicator))).toEqual([]);
    expect((await reflowProblems(page, 320, 640))[0]).toMatch(/^at 320x640 the page is \d+ px wide: .*<p> to \d+ px/);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(applyTextSpacing);
    expect((await page.evaluate(clippedText)).some((text) => text.startsWith("<p.> 'A line of text"))).toBe(true);
    // A swatch drawn only by its background colour vanishes in forced colours.
    await page.evaluate(() => {
      const swatch = document.createElement('span');
      swatch.setAttribute('role', 'button');
      swatch.setAttribute('aria-label', 'Blue');
      swatch.tabIndex = 0;
      Object.assign(swatch.style, { display: 'inline-block', width: '32px', height: '32px', background: 'blue' });
      document.querySelector('main')?.append(swatch);
    });
    await page.emulateMedia({ forcedColors: 'active' });
    expect(await page.evaluate(controlsUnseenInForcedColours)).toEqual(["<span 'Blue'.>"]);
  });

  it("starts every Tab walk at 'Skip to main content', seen when focused, which takes the focus past the header (2.4.1)", async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant'));
    await expectPath(page, '/overview');
    await expectVisible(page.getByRole('list', { name: 'Questions' }));
    await page.waitForLoadState('networkidle');
    // From the top of the page, where a reader starts (the app itself focused the page's heading).
    await page.evaluate(startFocusWalk);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    expect(box !== null && box.width > 24 && box.height > 24 && box.y >= 0).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    // The next Tab stop is the first control of the page's content, not the header's.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  it("moves nothing when the applicant's system asks for reduced motion: the loading wheel and Evie's typing dots", async () => {
    const { page } = session();
    const running = () => page.evaluate(runningAnimations);
    const link = await createScenario('applicant');
    const rprId = new URL(link).searchParams.get('rprId') ?? '';
    // The interview's first read held for 3 s: the loading wheel turns meanwhile, unless motion is reduced.
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      await page.emulateMedia({ reducedMotion });
      await injectFault({ method: 'GET', path: `/requests/${rprId}/interview`, delayMs: 3000, times: 2 });
      await page.goto(link);
      await expectVisible(page.locator('.spinner__wheel'));
      expect(await running()).toEqual(reducedMotion === 'reduce' ? [] : ['spinner__wheel']);
      await expectPath(page, '/overview');
      await clearFaults();
    }
    // Evie (offered on the insurance question) thinking: her typing dots stand still.
    await page.goto(await createScenario('applicant-insurance'));
    await startFromOverview(page, 'Insurance policy number');
    await injectFault({ method: 'POST', path: '/completions', delayMs: 3000, times: 1 });
    await page.getByRole('button', { name: 'Chat with Evie' }).click();
    await page.getByRole('textbox', { name: 'Type your message' }).fill('How long does the check take?');
    await page.keyboard.press('Control+Enter');
    await expectVisible(page.locator('.chat-typing'));
    expect(await running()).toEqual([]);
  });

  it.each([
    ['applicant-payment', 'the payment'],
    ['applicant-custom-form', 'a schema form'],
    ['applicant-processing', 'the thank-you page'],
    ['applicant-complete', 'the status page'],
    ['applicant-timeout', 'a timed-out request'],
    ['expired-link', 'the expired link'],
    ['business-home-services', "the business owner's form"],
    ['business-case-passed', 'a finished business case'],
  ])('%s (%s): the same checks', async (scenario) => {
    const { page } = session();
    await page.goto(await createScenario(scenario));
    await page.waitForLoadState('networkidle');
    await expectVisible(page.getByRole('heading', { level: 1 }), 20_000);
    expect(await screenProblems(page, scenario)).toEqual([]);
  });
});
