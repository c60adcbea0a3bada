import { writeFile } from 'node:fs/promises';
import type { Driver } from './driver';

/** What playwright-core's and puppeteer-core's pages both offer, under the same names. */
export interface ScriptablePage {
  goto(url: string): Promise<unknown>;
  url(): string;
  reload(): Promise<unknown>;
  evaluate(expression: string): Promise<unknown>;
  screenshot(options: { fullPage: boolean }): Promise<Uint8Array>;
}

/**
 * The driver's verbs that Chromium's and Firefox's libraries do alike: going to an address, the
 * address, reloading, running a function in the page (its source and JSON arguments as one
 * expression) and a whole-page screenshot. WebKit's WebDriver does them its own way.
 */
export function pageVerbs(page: ScriptablePage): Pick<Driver, 'goto' | 'url' | 'reload' | 'run' | 'screenshot'> {
  return {
    goto: async (url) => {
      await page.goto(url);
    },
    url: async () => page.url(),
    reload: async () => {
      await page.reload();
    },
    run: <T>(fn: string, args: readonly unknown[]) =>
      page.evaluate(`(${fn})(...${JSON.stringify(args)})`) as Promise<T>,
    screenshot: async (file) => {
      await writeFile(file, await page.screenshot({ fullPage: true }));
    },
  };
}
