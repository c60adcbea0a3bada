import type { Locator, Page } from 'playwright-core';

/** Waits until the element shows (up to the context's timeout) and fails with what was looked for. */
export async function expectVisible(locator: Locator, timeout?: number): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch (error) {
    throw new Error(`Expected to see ${locator.toString()}: ${(error as Error).message.split('\n')[0]}`, {
      cause: error,
    });
  }
}

/** Waits until the address bar shows this path (e.g. '/overview'). */
export async function expectPath(page: Page, path: string | RegExp, timeout = 20_000): Promise<void> {
  try {
    await page.waitForURL((url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)), {
      timeout,
    });
  } catch (error) {
    throw new Error(`Expected the path ${String(path)}, but the page is at ${page.url()}`, { cause: error });
  }
}

/** The page's level 1 heading (each screen has exactly one, focused on arrival). */
export function heading(page: Page, name: string | RegExp): Locator {
  return page.getByRole('heading', { level: 1, name });
}

/**
 * Where six presses of Tab land with a modal dialog open: 'the dialog', 'the browser' (past the
 * last control, as with a native modal dialog) or 'the page: <element>' that the dialog covers,
 * which an inert page never lets happen (WCAG 2.4.3, 2.4.11).
 */
export async function tabStopsWithDialogOpen(page: Page): Promise<string[]> {
  const stops: string[] = [];
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const focus = document.activeElement;
        if (focus === null || focus === document.body) return 'the browser';
        return focus.closest('[role="dialog"]') === null ? `the page: ${focus.outerHTML.slice(0, 60)}` : 'the dialog';
      }),
    );
  }
  return stops;
}
