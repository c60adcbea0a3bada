/* global window, document, MutationObserver -- watchShown and the evaluate callbacks run in the page. */
// Issue 25, goal 1: each first screen against its transfer floor. Part of `npm run bench:web`.
//
// For each screen a fresh sandbox link is opened in headless Chromium under Lighthouse's mobile
// network (150 ms round trip, 1.6 Mbps down, 750 kbps up), with the CPU at full speed and slowed
// 4x, three times each. In the same run it reads:
// - the floor: when the HTML and every script and style sheet index.html names had arrived (the
//   latest responseEnd among them, Resource and Navigation Timing);
// - shown: when the screen's content was first in the document (a MutationObserver that an init
//   script installs, checking the screen's selector after each change; CDP-injected, so outside
//   the page's content security policy, which the app's own code never is); it tells the bench
//   through the console, so no other script runs in the page before then;
// - the critical path of the median run: walking back from 'shown', the request that ended last
//   before it, then the one that ended last before that one started, and so on (a request that
//   waited for nothing on the page is where the chain stops). Each with its start and end.
// Figures are printed, never asserted.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const RUNS = 3;
const TARGET_RATIO = 1.3;

/** The screens of issue 25: the scenario to open, what to add to its link, and what 'shown' means. */
export const FIRST_SCREENS = [
  { label: 'overview', scenario: 'applicant', selector: '.tiles .tile__title' },
  {
    label: 'question from the link',
    scenario: 'applicant',
    query: '&q=core.fullname',
    selector: 'main h1',
    text: 'Full name',
  },
  { label: 'thank-you (in process)', scenario: 'applicant-processing', selector: 'main h1', text: 'Thank you' },
  { label: 'status (complete)', scenario: 'applicant-complete', selector: 'main dd', text: 'Complete' },
  {
    label: 'business form (case link)',
    scenario: 'business-home-services',
    selector: 'main h1',
    text: 'Business verification',
  },
];

/** Records in window.__shownAt the first moment an element matching the selector (and text) is in the document. */
function watchShown({ selector, text }) {
  const check = () => {
    if (window.__shownAt !== undefined) return;
    for (const element of document.querySelectorAll(selector)) {
      if (text === undefined || (element.textContent ?? '').includes(text)) {
        window.__shownAt = performance.now();
        // Told through the console, which the bench hears without running any script in the page
        // (a waitForFunction would inject Playwright's script while the app starts: 40 ms at 4x).
        console.debug('bench: shown');
        return;
      }
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
}

/** Lighthouse's mobile network (150 ms round trip, 1.6 Mbps down, 750 kbps up), the CPU `cpuRate` times slower. */
export async function mobileNetwork(page, cpuRate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
}

async function measureOnce(browser, link, screen, cpuRate, entryFiles) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await mobileNetwork(page, cpuRate);
    await page.addInitScript(watchShown, { selector: screen.selector, text: screen.text });
    const shown = page.waitForEvent('console', {
      predicate: (message) => message.text() === 'bench: shown',
      timeout: 60_000,
    });
    await page.goto(link, { waitUntil: 'commit' });
    await shown;
    const { shownAt, requests } = await page.evaluate(() => {
      const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map(
        (e) => ({ url: e.name, start: e.startTime, end: e.responseEnd }),
      );
      return { shownAt: window.__shownAt, requests: entries };
    });
    const named = requests.filter((r) => r.start === 0 || entryFiles.includes(new URL(r.url).pathname));
    const floor = Math.max(...named.map((r) => r.end));
    return { shown: shownAt, floor, requests };
  } finally {
    await context.close();
  }
}

/** Walks back from `shown`: the request that ended last before it, then the one before that started, and so on. */
function criticalPath(requests, shown) {
  const path = [];
  let before = shown;
  for (;;) {
    const previous = requests
      // The tab's icon: nothing on the screen waits for it.
      .filter((r) => r.end <= before && r.end > 0 && !r.url.endsWith('/favicon.svg'))
      .sort((a, b) => b.end - a.end)[0];
    if (previous === undefined) break;
    path.unshift(previous);
    if (previous.start === 0) break;
    before = previous.start;
  }
  return path;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measureFirstScreens({ root, chromePath, flags, createScenario }) {
  const index = readFileSync(path.join(root, 'dist/web/index.html'), 'utf8');
  const entryFiles = [...index.matchAll(/(?:src|href)=["']?\/?([^"'\s>]+\.(?:js|css))(?=["'\s>])/g)].map(
    (m) => `/${m[1]}`,
  );
  const browser = await chromium.launch({ executablePath: chromePath, headless: true, args: flags });
  try {
    const results = [];
    for (const cpuRate of [1, 4]) {
      for (const screen of FIRST_SCREENS) {
        const runs = [];
        for (let i = 0; i < RUNS; i += 1) {
          const link = `${await createScenario(screen.scenario)}${screen.query ?? ''}`;
          runs.push(await measureOnce(browser, link, screen, cpuRate, entryFiles));
        }
        const ratios = runs.map((r) => r.shown / r.floor);
        const middle = runs[ratios.indexOf(median(ratios))];
        results.push({
          label: screen.label,
          cpuRate,
          floor: median(runs.map((r) => r.floor)),
          shown: median(runs.map((r) => r.shown)),
          ratio: median(ratios),
          path: criticalPath(middle.requests, middle.shown),
          shownOfPath: middle.shown,
        });
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}

const ms = (value) => `${Math.round(value)}`.padStart(5);

/** The request's path without the scenario's ids, short enough for one line. */
function shortName(url) {
  const { pathname, search } = new URL(url);
  const name = `${pathname}${search}`.replace(/[0-9a-f]{8}-[0-9a-f-]{27,}/gi, '{id}');
  return name.length > 60 ? `${name.slice(0, 57)}...` : name;
}

export function printFirstScreens(results) {
  console.log(
    `\nFirst screens on a mobile network (150 ms RTT, 1.6 Mbps down), median of ${RUNS}: ` +
      `floor = the HTML and every script and style sheet it names have arrived; target ratio <= ${TARGET_RATIO}`,
  );
  console.log(`  ${'screen'.padEnd(28)} ${'CPU'.padEnd(4)} ${'floor'.padStart(7)} ${'shown'.padStart(7)}  ratio`);
  for (const r of results) {
    const verdict = r.ratio <= TARGET_RATIO ? 'met' : 'NOT met';
    console.log(
      `  ${r.label.padEnd(28)} ${`${r.cpuRate}x`.padEnd(4)} ${ms(r.floor)} ms ${ms(r.shown)} ms  ${r.ratio.toFixed(2)} (${verdict})`,
    );
  }
  for (const r of results) {
    console.log(`\n  critical path, ${r.label}, CPU ${r.cpuRate}x (start - end ms, then shown):`);
    for (const request of r.path)
      console.log(`    ${ms(request.start)} - ${ms(request.end)}  ${shortName(request.url)}`);
    console.log(`    shown at ${Math.round(r.shownOfPath)}`);
  }
}
