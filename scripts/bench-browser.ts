import { execSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';
import { ROOT, startSandbox, stopSandbox } from '../tests/e2e/support/sandbox-process';

/** Builds the production bundle the sandbox serves, unless BENCH_SKIP_BUILD=1. */
export function buildUnlessSkipped(): void {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  console.log('Building the production bundle (npm run build)...');
  execSync('npm run build --silent', { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * Runs a bench against the sandbox in headless Chromium: the e2e helpers (createScenario,
 * origin) find the sandbox through E2E_ORIGIN; the browser and the sandbox stop whatever happens.
 */
export async function withSandboxBrowser(run: (browser: Browser) => Promise<void>): Promise<void> {
  const { origin, child } = await startSandbox();
  process.env.E2E_ORIGIN = origin;
  const browser = await launchBrowser();
  try {
    await run(browser);
  } finally {
    await browser.close();
    stopSandbox(child.pid);
  }
}
