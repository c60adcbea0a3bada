import { mkdirSync } from 'node:fs';
import { AXE_WCAG_TAGS } from '../../support/axe-tags';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { ROOT } from './sandbox-process';

export const SCREENSHOTS = path.join(ROOT, 'tests/e2e/screenshots');

/** The two devices every e2e test runs on. */
export type Device = 'desktop' | 'mobile';
export const DEVICES: readonly Device[] = ['desktop', 'mobile'];

const MOBILE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

const CONTEXT_OPTIONS: Readonly<Record<Device, BrowserContextOptions>> = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: {
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    userAgent: MOBILE_USER_AGENT,
  },
};

/** The sandbox global-setup started (its origin, e.g. http://127.0.0.1:41234). */
export function origin(): string {
  const value = process.env.E2E_ORIGIN;
  if (!value) throw new Error('E2E_ORIGIN is not set: run these tests with `npm run test:e2e`.');
  return value;
}

/**
 * Headless Chromium as STACK.md launches it (the flags keep it off the closed network). `camera`
 * names a .y4m file the fake camera shows instead of its moving test pattern.
 */
export function launchBrowser(options: { readonly camera?: string } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      ...(options.camera === undefined ? [] : [`--use-file-for-fake-video-capture=${options.camera}`]),
    ],
  });
}

/**
 * Chromium's flags for every browser test (the engines' too): off the closed network, and the fake
 * camera (STACK.md), a moving test pattern. Without --use-fake-ui-for-media-stream a page may use
 * it only when its context was granted the camera (newContext's `camera`).
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-device-for-media-stream',
];

/** The content security policy violations each context's pages reported, across navigations. */
const violations = new WeakMap<BrowserContext, string[]>();

/**
 * Every violation of the content security policy a page of this context met (the sandbox sends the
 * policy on every page, as a host must): one line each, empty when the policy was never violated.
 */
export function policyViolations(context: BrowserContext): readonly string[] {
  return violations.get(context) ?? [];
}

/** What a context may do, or how it differs, beyond its device's defaults. */
export interface ContextGrants {
  /** The page may open the (fake) camera; without it getUserMedia answers NotAllowedError. */
  readonly camera?: boolean;
  /** Another user agent than the device's (e.g. a browser inside another app). */
  readonly userAgent?: string;
  /** Another viewport than the device's (e.g. a phone held sideways, 740x360). */
  readonly viewport?: { readonly width: number; readonly height: number };
}

/**
 * A fresh context (cookies, storage) for one test on one device. Each of its pages reports every
 * `securitypolicyviolation` event to the test (through a binding, so reports survive navigation);
 * useBrowser fails a test whose pages met any.
 */
export async function newContext(
  browser: Browser,
  device: Device,
  grants: ContextGrants = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...CONTEXT_OPTIONS[device],
    ...(grants.camera === true ? { permissions: ['camera'] } : {}),
    ...(grants.userAgent === undefined ? {} : { userAgent: grants.userAgent }),
    ...(grants.viewport === undefined ? {} : { viewport: grants.viewport }),
    locale: 'en-US',
    timezoneId: 'America/Chicago',
  });
  const found: string[] = [];
  violations.set(context, found);
  await context.exposeBinding('__attestPolicyViolation', (_source, line: string) => {
    found.push(line);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __attestPolicyViolation: (line: string) => void }).__attestPolicyViolation;
      void report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ` +
          `(${event.sourceFile || 'page'}:${event.lineNumber}) on ${location.pathname}`,
      );
    });
  });
  return context;
}

/**
 * Runs `use` on a page of a second context of the same browser (another device: the phone of a
 * hand-off, a second browser on one link), held to the same content security policy, then closes it.
 */
export async function inSecondContext<T>(
  beside: BrowserContext,
  device: Device,
  grants: ContextGrants,
  use: (page: Page) => Promise<T>,
): Promise<T> {
  const browser = beside.browser();
  if (browser === null) throw new Error('The context has no browser');
  const context = await newContext(browser, device, grants);
  context.setDefaultTimeout(15_000);
  try {
    const result = await use(await context.newPage());
    const found = policyViolations(context);
    if (found.length > 0) throw new Error(`The second context violated the policy:\n  ${found.join('\n  ')}`);
    return result;
  } finally {
    await context.close();
  }
}

/** Counts the tab's full page loads from now on (a reload would be one); the app's own navigations are not. */
export function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

/** POST /__sandbox/scenarios/{name}: a fresh instance of the scenario and its link. */
export async function createScenario(name: string): Promise<string> {
  const response = await fetch(`${origin()}/__sandbox/scenarios/${encodeURIComponent(name)}`, { method: 'POST' });
  if (!response.ok) throw new Error(`Scenario '${name}': the sandbox answered ${response.status}`);
  return ((await response.json()) as { url: string }).url;
}

/** POST /__sandbox/requests: a new request of this definition (sandbox/model/request-definition.ts) and its applicant link. */
export async function requestLink(definition: Record<string, unknown>): Promise<string> {
  const response = await fetch(`${origin()}/__sandbox/requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(definition),
  });
  if (!response.ok) throw new Error(`The sandbox refused the definition: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { url: string }).url;
}

/**
 * POST /__sandbox/faults: the next matching calls fail, or with `delayMs` are held that long first
 * (without a `status`, then answered as usual: a slow upload).
 */
export async function injectFault(fault: {
  method: string;
  path: string;
  status?: number | 'network';
  delayMs?: number;
  times: number;
}): Promise<void> {
  const response = await fetch(`${origin()}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!response.ok) throw new Error(`Fault: the sandbox answered ${response.status}: ${await response.text()}`);
}

/** The case id of a business owner's link (`/v2/google-login/{caseId}?auth_code=…`). */
export const caseIdOf = (link: string): number => Number(new URL(link).pathname.split('/').pop());

/** POST /__sandbox/cases/{caseId}: people submitted their own checks, the case ended, or the owner's session did. */
export async function playCase(
  caseId: number,
  body: { submitted?: string[]; caseStatus?: string; sessionsExpired?: true },
): Promise<void> {
  const response = await fetch(`${origin()}/__sandbox/cases/${caseId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`The sandbox answered ${response.status}: ${await response.text()}`);
}

/** DELETE /__sandbox/faults: no more injected failures. */
export async function clearFaults(): Promise<void> {
  await fetch(`${origin()}/__sandbox/faults`, { method: 'DELETE' });
}

interface AxeViolation {
  readonly id: string;
  readonly impact?: string | null;
  readonly help: string;
  readonly helpUrl: string;
  readonly nodes: readonly { readonly target: unknown; readonly failureSummary?: string }[];
}

/** axe's violations as lines a person can act on: rule, impact, help, and each failing element. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map(
        (n) => `    at ${JSON.stringify(n.target)}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
      );
      return `- ${v.id} (${v.impact ?? 'no impact'}): ${v.help}\n  ${v.helpUrl}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/**
 * One screen of a journey: the page has settled, axe (WCAG 2.2 A and AA) finds nothing, a screenshot
 * is saved as tests/e2e/screenshots/{scenario}-{step}-{device}.png, and on mobile nothing scrolls
 * sideways (at 360 px, or the width of the context's viewport).
 */
export async function visit(page: Page, scenario: string, step: string, device: Device): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Nothing still loading: no busy spinner left on screen.
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${scenario}-${step}-${device}.png`);
  await page.screenshot({ path: file, fullPage: true });
  const results = await new AxeBuilder({ page }).withTags([...AXE_WCAG_TAGS]).analyze();
  if (results.violations.length > 0) {
    throw new Error(
      `axe found ${results.violations.length} WCAG 2.2 AA violation(s) on ${page.url()} ` +
        `(${scenario} ${step}, ${device}; screenshot ${path.relative(ROOT, file)}):\n` +
        describeViolations(results.violations),
    );
  }
  // The layout follows the mobile detection (user agent or no hover), not the width.
  const layout = await page.locator('[data-layout]').first().getAttribute('data-layout');
  if (layout !== device) {
    throw new Error(`The layout is ${layout} on the ${device} browser on ${page.url()} (${scenario} ${step})`);
  }
  const misplaced = await misplacedChoiceControls(page);
  if (misplaced.length > 0) {
    throw new Error(
      `Radios or checkboxes not 24 px on their label's first line on ${page.url()} (${scenario} ${step}, ` +
        `${device}): ${misplaced.join('; ')}`,
    );
  }
  if (device === 'mobile') {
    const width = page.viewportSize()?.width ?? 360;
    const scrollWidth = await uncontainedScrollWidth(page);
    if (scrollWidth > width) {
      throw new Error(
        `The page scrolls sideways at ${width} px (scrollWidth ${scrollWidth}) on ${page.url()} ` +
          `(${scenario} ${step}; screenshot ${path.relative(ROOT, file)})`,
      );
    }
  }
}

/**
 * The page's width as if nothing had paint containment: the schema form's sections cut off what is
 * too wide for them rather than widen the page (forms.css), so, for anything too wide to count, their
 * containment is let go while the width is measured (set through the CSSOM, which the content
 * security policy allows, and put back before the page draws again).
 */
async function uncontainedScrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => {
    const contained = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) =>
      /paint|content|strict/.test(getComputedStyle(element).contain),
    );
    for (const element of contained) element.style.contain = 'none';
    const width = document.documentElement.scrollWidth;
    for (const element of contained) element.style.removeProperty('contain');
    return width;
  });
}

/**
 * Every visible radio and checkbox that is not 24 x 24 px, or whose centre is more than 2 px from
 * the centre of its label's first line (issue 10 B10: one size, on the label's line).
 */
async function misplacedChoiceControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const input of document.querySelectorAll<HTMLInputElement>('input[type=radio], input[type=checkbox]')) {
      const box = input.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const name = `${input.type} #${input.id}`;
      if (Math.round(box.width) !== 24 || Math.round(box.height) !== 24) {
        found.push(`${name} is ${box.width}x${box.height}`);
        continue;
      }
      const label = input.labels?.[0];
      if (!label) continue;
      const range = document.createRange();
      range.selectNodeContents(label);
      const line = range.getClientRects()[0];
      if (!line) continue;
      const offset = Math.abs(box.top + box.height / 2 - (line.top + line.height / 2));
      if (offset > 2) found.push(`${name} sits ${offset.toFixed(1)} px off its label's first line`);
    }
    return found;
  });
}
