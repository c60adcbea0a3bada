import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ContextGrants, Device } from './browser';
import { launchBrowser, newContext, origin, policyViolations } from './browser';
import type { StorageSnapshot } from './storage-snapshot';
import { READ_STORAGE, storageProblems } from './storage-snapshot';

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
  // The same policy as a host sends runs in every test: any violation fails the test. And what
  // the app's pages left in browser storage holds no answer (storage-snapshot.ts).
  afterEach(async () => {
    const found = current === undefined ? [] : policyViolations(current.context);
    const stored = current === undefined ? [] : await storageLeftBy(current.context);
    await current?.context.close();
    current = undefined;
    if (found.length > 0) {
      throw new Error(`The content security policy was violated:\n  ${found.join('\n  ')}`);
    }
    if (stored.length > 0) throw new Error(`Browser storage holds what it should not:\n  ${stored.join('\n  ')}`);
  });
  return () => {
    if (current === undefined) throw new Error('No browser session outside a test');
    return current;
  };
}

/** The storage problems of every open page of the app's origin in the context (a closed or crashed page is skipped). */
async function storageLeftBy(context: BrowserContext): Promise<string[]> {
  const pages = context.pages().filter((page) => page.url().startsWith(origin()));
  const snapshots = await Promise.all(
    pages.map((page) =>
      page.evaluate(READ_STORAGE).then(
        (snapshot) => snapshot as StorageSnapshot,
        () => null,
      ),
    ),
  );
  return snapshots.flatMap((snapshot) => (snapshot === null ? [] : storageProblems(snapshot)));
}
