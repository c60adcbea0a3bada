import { sidewaysOverflow, twoFrames } from './a11y-audits';

/** What the reflow check needs of a page, in Playwright (tests/e2e) and in each engine's driver (tests/engines). */
export interface ResizablePage {
  resize(width: number, height: number): Promise<void>;
  run<T>(fn: () => T | Promise<T>): Promise<T>;
}

/**
 * The page at `width` x `height` CSS px (1.4.10): what scrolls sideways, or nothing. 320 x 640 is
 * the criterion's width; 320 x 256 a 1280 x 1024 screen at 400 % zoom.
 */
export async function reflowProblems(page: ResizablePage, width: number, height: number): Promise<string[]> {
  await page.resize(width, height);
  await page.run(twoFrames);
  const { scrollWidth, viewport, past } = await page.run(sidewaysOverflow);
  return scrollWidth > viewport + 1
    ? [`at ${width}x${height} the page is ${scrollWidth} px wide: ${past.join(', ')}`]
    : [];
}
