import type { Page } from 'playwright-core';
import { createScenario, requestLink } from './support/browser';
import { expectVisible } from './support/expect-page';
import { useBrowser } from './support/use-browser';

// Issue 25: the first screen at the network's floor. The start script (src/main/early-start.ts)
// sends the first reads and preloads the first screen's chunks while the app's script downloads;
// the app takes those answers instead of asking again. The app's script is held back here for
// 1.5 s, so 'before the app's script' is not a race with a fast loopback.

const HOLD_MS = 1_500;

interface Seen {
  readonly path: string;
  /** How many requests the page had made when this one went out (its place in the order). */
  readonly order: number;
}

/** Holds the app's script back; records every request of the page in order, and when the app's script was sent. */
async function watch(page: Page) {
  const seen: Seen[] = [];
  let appScriptAt: number | null = null;
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    seen.push({ path: `${pathname}${search}`, order: seen.length });
  });
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    appScriptAt ??= seen.length;
    await route.continue();
  });
  return {
    count: (pattern: RegExp) => seen.filter((request) => pattern.test(request.path)).length,
    /** Whether a request matching the pattern went out before the app's script was let through. */
    before: (pattern: RegExp) =>
      seen.some((request) => pattern.test(request.path) && appScriptAt !== null && request.order < appScriptAt),
  };
}

describe('the first screen', () => {
  const session = useBrowser('mobile');

  it("reads the overview's data once, while the app's script is still on its way", async () => {
    const { page } = session();
    const requests = await watch(page);
    await page.goto(await createScenario('applicant'));
    await expectVisible(page.getByRole('list', { name: 'Questions' }).getByRole('link').first());
    for (const read of [
      /\/interview$/,
      /\/requests\/[^/]+$/,
      /\/relyingParty$/,
      /\/distinguishedNames\?/,
      /\/attributeData$/,
      /\/userInfo$/,
    ]) {
      expect([read.source, requests.count(read)]).toEqual([read.source, 1]);
      expect([read.source, requests.before(read)]).toEqual([read.source, true]);
    }
    // The overview's screen and the sandbox's adapters were preloaded, not asked for after the app started.
    expect(requests.before(/^\/overview\.[0-9a-f]+\.js$/)).toBe(true);
    expect(requests.before(/^\/sandbox\.[0-9a-f]+\.js$/)).toBe(true);
  });

  it('opens a question from the link with one read of the stored answers, its code preloaded', async () => {
    const { page } = session();
    const requests = await watch(page);
    await page.goto(`${await createScenario('applicant')}&q=core.fullname`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Full name' }));
    expect(requests.count(/\/attributeData$/)).toBe(1);
    expect(requests.before(/^\/question\.[0-9a-f]+\.js$/)).toBe(true);
    // Its field's code too: the question's page shows once its field is there.
    expect(requests.before(/^\/field-full-name\.[0-9a-f]+\.js$/)).toBe(true);
    expect(requests.count(/^\/overview\./)).toBe(0);
  });

  it("preloads the thank-you page's code and asks for the transition early for a request in process", async () => {
    const { page } = session();
    const requests = await watch(page);
    await page.goto(await createScenario('applicant-processing'));
    await expectVisible(page.getByRole('heading', { name: /^Thank you for submitting your information/ }));
    expect(requests.before(/^\/finishing\.[0-9a-f]+\.js$/)).toBe(true);
    expect(requests.before(/^\/done\.[0-9a-f]+\.js$/)).toBe(true);
    // Consent was given: the finishing page's first ask for a transition went out early too, and
    // the page took its answer (no second ask: the first answer sends it on).
    expect(requests.before(/\/requestTransition$/)).toBe(true);
    expect(requests.count(/\/requestTransition$/)).toBe(1);
  });

  it('gives the finishing page’s consent once, early, then asks for the transition', async () => {
    const { page } = session();
    const requests = await watch(page);
    await page.goto(
      await requestLink({
        questions: [
          { attrType: 'core.ssn', type: 'ssn', metadata: { title: 'Social Security Number', required: true } },
        ],
        answers: { 'core.ssn': '536-22-1847' },
        consentGiven: false,
      }),
    );
    await expectVisible(page.getByRole('heading', { name: /^Thank you for submitting your information/ }));
    for (const call of [/\/consent$/, /\/requestTransition$/]) {
      expect([call.source, requests.count(call)]).toEqual([call.source, 1]);
      expect([call.source, requests.before(call)]).toEqual([call.source, true]);
    }
  });

  it("redeems a business case link's code once, early, and reads the case beside the app's script", async () => {
    const { page } = session();
    const requests = await watch(page);
    await page.goto(await createScenario('business-home-services'));
    await expectVisible(page.getByRole('heading', { name: 'Business verification for Acme Home Services' }));
    for (const call of [/\/authorizations$/, /\/v1\/session$/, /\/status$/, /\/submission$/]) {
      expect([call.source, requests.count(call)]).toEqual([call.source, 1]);
      expect([call.source, requests.before(call)]).toEqual([call.source, true]);
    }
  });
});

/** Lighthouse's mobile network (150 ms round trip, 1.6 Mbps down) through Chromium's DevTools protocol. */
async function slowNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** The layout shifts the page has had so far, summed (Chromium's Layout Instability API, as CLS counts them). */
const layoutShifts = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) sum += entry.value;
          }
          resolve(sum);
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 500);
      }),
  );

describe('the first screen on a slow network', () => {
  const session = useBrowser('mobile');

  it.each([
    ['a question opened from the link', 'applicant', '&q=core.fullname', 'Full name'],
    ['the status page', 'applicant-complete', '', 'What happens next?'],
    ['the business form', 'business-home-services', '', 'Business verification for Acme Home Services'],
  ])('does not move under the reader: %s (no layout shift)', async (_label, scenario, query, heading) => {
    const { page } = session();
    await slowNetwork(page);
    await page.goto(`${await createScenario(scenario)}${query}`);
    await expectVisible(page.getByRole('heading', { name: heading }), 30_000);
    await page.waitForLoadState('networkidle');
    // The footer below a loading screen, pushed down by the page that replaced it, was 0.07-0.19;
    // a question's buttons, pushed down by its field, 0.07 (Lighthouse's CLS).
    expect(await layoutShifts(page)).toBeLessThan(0.01);
  });
});
