import { createScenario } from '../e2e/support/browser';
import { applyTextSpacing, clippedText, sidewaysOverflow } from '../support/a11y-audits';
import { focusWalk } from '../support/focus-walk';
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

const walk = (page: EnginePage) =>
  focusWalk({ pressTab: () => page.keyboard.press('Tab'), run: (fn) => page.evaluate(fn) });

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
