import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describeViolations, SCREENSHOTS } from '../../e2e/support/browser';
import { ROOT } from '../../e2e/support/sandbox-process';
import { AXE_WCAG_TAGS } from '../../support/axe-tags';
import type { Device } from './driver';
import type { EnginePage } from './engine-page';
import { failOnPolicyReports } from './use-engine';

/**
 * Waits until the page has settled: loaded, nothing marked busy, and no new request for 300 ms
 * (the network-idle wait every engine can do: the resource timing list stops growing).
 */
export async function settle(page: EnginePage): Promise<void> {
  await page.waitForFunction(
    () => document.readyState === 'complete' && document.querySelector('[aria-busy="true"]') === null,
    [],
    'the page to load and no spinner to show',
  );
  let last = -1;
  for (let quiet = 0; quiet < 3;) {
    const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
    quiet = count === last ? quiet + 1 : 0;
    last = count;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * One screen of a journey in any engine: the page has settled, a screenshot is saved as
 * tests/e2e/screenshots/{engine}/{scenario}-{step}-{device}.png, axe finds nothing, the layout
 * matches the device, a phone's page does not scroll sideways, and no policy violation was reported.
 */
export async function visit(page: EnginePage, scenario: string, step: string, device: Device): Promise<void> {
  await settle(page);
  const folder = path.join(SCREENSHOTS, page.engine);
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${scenario}-${step}-${device}.png`);
  await page.screenshot(file);
  const where = `${await page.url()} (${page.engine}, ${scenario} ${step}, ${device}; screenshot ${path.relative(ROOT, file)})`;
  const violations = await page.axe(AXE_WCAG_TAGS);
  if (violations.length > 0) {
    throw new Error(`axe found ${violations.length} violation(s) on ${where}:\n${describeViolations(violations)}`);
  }
  const layout = await page.locator('[data-layout]').first().getAttribute('data-layout');
  if (layout !== device) throw new Error(`The layout is ${layout} on the ${device} browser on ${where}`);
  if (device === 'mobile') {
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > 360) throw new Error(`The page scrolls sideways (scrollWidth ${scrollWidth}) on ${where}`);
  }
  await failOnPolicyReports(`on ${where}`);
}
