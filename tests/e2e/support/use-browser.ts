import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ContextGrants, Device } from './browser';
import { launchBrowser, newContext, policyViolations } from './browser';

/** What a test gets: a fresh page in its own context on the device of its describe block. */
export interface BrowserSession {
  readonly page: Page;
  readonly context: BrowserContext;
}

/**
 * Registers the jest hooks of one describe block: one Chromium for the block, a new context
 * (fresh cookies and storage, with `grants` such as the camera) per test, failed when its pages
 * violated the content security policy; `launch` sets up the block's Chromium (a fake camera file).
 * Read `session()` inside a test.
 */
export function useBrowser(
  device: Device,
  grants: ContextGrants = {},
  launch: Parameters<typeof launchBrowser>[0] = {},
): () => BrowserSession {
  let browser: Browser | undefined;
  let current: BrowserSession | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(launch);
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    const context = await newContext(browser!, device, grants);
    context.setDefaultTimeout(15_000);
    current = { context, page: await context.newPage() };
  });
  // The same policy as a host sends runs in every test: any violation fails the test.
  afterEach(async () => {
    const found = current === undefined ? [] : policyViolations(current.context);
    await current?.context.close();
    current = undefined;
    if (found.length > 0) {
      throw new Error(`The content security policy was violated:\n  ${found.join('\n  ')}`);
    }
  });
  return () => {
    if (current === undefined) throw new Error('No browser session outside a test');
    return current;
  };
}
