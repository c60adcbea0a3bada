import { clearFaults, createScenario, injectFault } from '../e2e/support/browser';
import { applyTextSpacing, clippedText, runningAnimations, sidewaysOverflow } from '../support/a11y-audits';
import { focusWalk } from '../support/focus-walk';
import { reflowProblems } from '../support/reflow';
import { DEVICES } from './support/driver';
import type { EnginePage } from './support/engine-page';
import { useEngine } from './support/use-engine';
import { settle } from './support/visit';

// The WCAG 2.2 checks axe cannot make (issue 27; tests/e2e/accessibility.e2e.test.ts runs them on
// every kind of screen in Chromium) in the engine of this run, on a screen of each flow: focus seen
// and never hidden at each Tab stop on a desktop (2.4.7, 2.4.11), and on a phone's 360 px no text cut
// off and no sideways scrolling with the 1.4.12 text spacing applied.

const SCREENS: readonly (readonly [string, string])[] = [
  ['applicant-every-question', 'the overview'],
  ['applicant-payment', 'the payment'],
  ['applicant-complete', 'the status page'],
  ['expired-link', 'the expired link'],
  ['business-home-services', "the business owner's form"],
];

const walkable = (page: EnginePage) => ({
  pressTab: () => page.keyboard.press('Tab'),
  run: <T>(fn: () => T | Promise<T>) => page.evaluate(fn),
});
const walk = (page: EnginePage) => focusWalk(walkable(page));

describe.each(DEVICES)('WCAG 2.2 checks axe cannot make (%s)', (device) => {
  const session = useEngine(device);

  it.each(SCREENS)('%s (%s)', async (scenario) => {
    const { page } = session();
    await page.goto(await createScenario(scenario));
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
    await settle(page);
    const problems: string[] = [];
    if (device === 'desktop') {
      const { stops, problems: focus } = await walk(page);
      if (stops === 0) problems.push('no Tab stop was reached');
      problems.push(...focus);
      const resizable = { resize: (w: number, h: number) => page.resize(w, h), run: walkable(page).run };
      problems.push(...(await reflowProblems(resizable, 320, 640)), ...(await reflowProblems(resizable, 320, 256)));
      await page.resize(1280, 800);
    }
    await page.evaluate(applyTextSpacing);
    problems.push(...(await page.evaluate(clippedText)).map((text) => `with text spacing, cut off: ${text}`));
    if (device === 'mobile') {
      const { scrollWidth, viewport, past } = await page.evaluate(sidewaysOverflow);
      if (scrollWidth > viewport + 1) problems.push(`with text spacing, ${scrollWidth} px wide: ${past.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });
});

// prefers-reduced-motion in this engine (Firefox's preference, WebKitGTK's GTK animations setting):
// the loading wheel turns while the interview's first read is held, unless the system asks for less
// motion (2.3.3's intent; Chromium also checks Evie's typing dots, tests/e2e/accessibility.e2e.test.ts).
describe.each([false, true])('the loading wheel, reduced motion asked: %s', (reducedMotion) => {
  const session = useEngine('desktop', { reducedMotion });

  it(reducedMotion ? 'stands still' : 'turns', async () => {
    const { page } = session();
    const link = await createScenario('applicant');
    const rprId = new URL(link).searchParams.get('rprId') ?? '';
    await injectFault({ method: 'GET', path: `/requests/${rprId}/interview`, delayMs: 3000, times: 2 });
    try {
      await page.goto(link);
      await page.locator('.spinner__wheel').waitFor();
      expect(await page.evaluate(runningAnimations)).toEqual(reducedMotion ? [] : ['spinner__wheel']);
      await page.waitForPath('/overview');
    } finally {
      await clearFaults();
    }
  });
});
