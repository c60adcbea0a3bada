import type { FocusReport } from './a11y-audits';
import { focusReport, startFocusWalk, tabStopReached, twoFrames } from './a11y-audits';

/** What a focus walk needs of a page, in Playwright (tests/e2e) and in each engine's driver (tests/engines). */
export interface WalkablePage {
  pressTab(): Promise<void>;
  run<T>(fn: () => T | Promise<T>): Promise<T>;
}

/** The most Tab stops walked on one screen: past it, a long form's later fields are of the same kinds. */
export const MAX_STOPS = 60;

/**
 * Every Tab stop from the top of the page, once round (2.4.7, 2.4.11): how many, and the problems
 * focusReport finds at each, one line each naming the element.
 */
export async function focusWalk(page: WalkablePage): Promise<{ stops: number; problems: string[] }> {
  await page.run(startFocusWalk);
  const problems: string[] = [];
  let stops = 0;
  for (let pressed = 0; pressed < MAX_STOPS; pressed += 1) {
    await page.pressTab();
    const reached = await page.run(tabStopReached);
    if (reached === 'again') break;
    if (reached === 'moved') continue;
    stops += 1;
    let report: FocusReport = await page.run(focusReport);
    // WebKit may scroll the focused control into view a frame later: look again once before saying so.
    if (report.problems.length > 0) {
      await page.run(twoFrames);
      report = await page.run(focusReport);
    }
    problems.push(...report.problems.map((problem) => `${report.element} ${problem}`));
  }
  return { stops, problems };
}
