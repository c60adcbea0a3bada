import type { Device, Engine, EngineBrowser, Grants } from './driver';
import { engineFromEnv } from './driver';
import { EnginePage } from './engine-page';
import { launchEngine } from './launch-engine';
import { origin } from '../../e2e/support/browser';
import type { StorageSnapshot } from '../../e2e/support/storage-snapshot';
import { READ_STORAGE, storageProblems } from '../../e2e/support/storage-snapshot';
import { clearPolicyReports, policyReports, REPORT_DELAY_MS } from './policy-reports';

/** What a test gets: a fresh page (its own cookies and storage) in the engine of this run, on its device. */
export interface EngineSession {
  readonly engine: Engine;
  readonly device: Device;
  readonly page: EnginePage;
}

/** Fails when the browser reported any policy violation since the test began (after a moment for the report to arrive). */
export async function failOnPolicyReports(when: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, REPORT_DELAY_MS));
  const found = await policyReports();
  if (found.length > 0) throw new Error(`The content security policy was violated ${when}:\n  ${found.join('\n  ')}`);
}

/** Fails when what the app's page left in browser storage holds an answer (storage-snapshot.ts). */
async function failOnStorage(page: EnginePage): Promise<void> {
  const url = await page.url().catch(() => '');
  if (!url.startsWith(origin())) return;
  const problems = storageProblems(await page.driver.run<StorageSnapshot>(`() => ${READ_STORAGE}`, []));
  if (problems.length > 0) throw new Error(`Browser storage holds what it should not:\n  ${problems.join('\n  ')}`);
}

/**
 * Registers the jest hooks of one describe block in the engine of this run (ENGINE): the engine's
 * browser for the block, a fresh page per test on `device` with `grants` (the camera), and a
 * failed test when any page violated the content security policy or left an answer in browser
 * storage. Read `session()` inside a test.
 */
export function useEngine(device: Device, grants: Grants = {}): () => EngineSession {
  const engine = engineFromEnv();
  let browser: EngineBrowser | undefined;
  let current: EngineSession | undefined;
  beforeAll(async () => {
    browser = await launchEngine(engine);
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await clearPolicyReports();
    current = { engine, device, page: new EnginePage(await browser!.open(device, grants)) };
  });
  afterEach(async () => {
    const page = current?.page;
    current = undefined;
    try {
      await failOnPolicyReports('during the test');
      if (page !== undefined) await failOnStorage(page);
    } finally {
      await page?.driver.close();
    }
  });
  return () => {
    if (current === undefined) throw new Error('No engine session outside a test');
    return current;
  };
}

/**
 * Runs `use` on a page of another browser: another engine (a desktop in one engine, the phone in
 * another) or the same one, on `device`, then closes it. Its violations count for the test too.
 */
export async function inEngine<T>(
  engine: Engine,
  device: Device,
  grants: Grants,
  use: (page: EnginePage) => Promise<T>,
): Promise<T> {
  const browser = await launchEngine(engine);
  try {
    const page = new EnginePage(await browser.open(device, grants));
    try {
      return await use(page);
    } finally {
      await page.driver.close();
    }
  } finally {
    await browser.close();
  }
}
