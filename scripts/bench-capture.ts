// `npm run bench:capture`: what processing a 24-megapixel photo costs the page (issue 12). Builds
// the production bundle, generates a photo-like 6000x4000 JPEG into a temp dir, and in headless
// Chromium (a phone context: iPhone user agent, touch, 390x844) against the sandbox opens the
// selfie question of a fresh `applicant-selfie` scenario, chooses the photo with 'Choose a photo'
// and waits for the preview ('Your selfie'). It measures the longest main-thread task and the total
// blocking time while the photo is processed (the 'longtask' entries of a PerformanceObserver the
// page registers before any script runs), and the processing time, twice: with the Web Worker, and
// with OffscreenCanvas removed (the main-thread fallback). It also prints what the blur and glare
// pre-check (issue 13) costs of that: the pipeline times it as the User Timing measure
// 'attest:image-quality', read from a Chromium trace (which records the worker's thread too). It
// prints the figures and fails only when the pipeline does not answer or the page reports a content
// security policy violation. Then (issue 22) the peak memory while a 24, a 50 and a 100 MP photo is
// processed in the worker: the resident memory of Chromium's renderer processes (which run the
// page and its worker) and of all its processes, sampled from /proc, and the page's JS heap.
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as jpeg from 'jpeg-js';
import type { Browser } from 'playwright-core';
import { createScenario } from '../tests/e2e/support/browser';
import { tracingQuality } from '../tests/e2e/support/quality-trace';
import { openSelfieQuestion } from '../tests/e2e/support/selfie-question';
import { buildUnlessSkipped, withSandboxBrowser } from './bench-browser';
import { printMemory, samplingMemory } from './bench-capture-memory';

const WIDTH = 6000;
const HEIGHT = 4000;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
/** A task longer than this blocks input (the RAIL budget that total blocking time counts from). */
const LONG_TASK_MS = 50;

/**
 * A photo-like picture: gradients, a soft face-sized disc and a little sensor noise, so the JPEG
 * weighs what a phone photo does (about 10 MB at quality 92 for 24 MP) rather than the few hundred
 * KB of a smooth gradient. Cached in the temp dir: jpeg-js takes a while for 24 MP and more.
 */
function photoFile(width = WIDTH, height = HEIGHT): string {
  const dir = path.join(os.tmpdir(), 'attest-bench-capture');
  const file = path.join(dir, `photo-${width}x${height}.jpg`);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  console.log(`Generating a ${width}x${height} photo-like JPEG (${((width * height) / 1e6).toFixed(0)} MP)...`);
  const data = new Uint8Array(width * height * 4);
  let seed = 12345;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return ((seed >>> 16) % 13) - 6;
  };
  const radius = height / 3;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      const inside = Math.hypot(x - width / 2, y - height / 2) < radius;
      data[i] = ((x * 255) / width + noise()) & 255;
      data[i + 1] = ((inside ? 190 : (y * 255) / height) + noise()) & 255;
      data[i + 2] = ((inside ? 150 : 120) + noise()) & 255;
      data[i + 3] = 255;
    }
  }
  writeFileSync(file, jpeg.encode({ width, height, data }, 92).data);
  return file;
}

/** Registered before the app's scripts: long tasks, policy violations, and optionally no OffscreenCanvas. */
function initScript(withoutOffscreenCanvas: boolean): string {
  return `
    window.__bench = { longTasks: [], violations: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__bench.violations.push(event.violatedDirective + ' ' + event.blockedURI);
    });
    ${withoutOffscreenCanvas ? "Object.defineProperty(window, 'OffscreenCanvas', { value: undefined, configurable: true });" : ''}
  `;
}

interface Figures {
  readonly processingMs: number;
  /** The pre-check's time (drawing the 1000-px sample and measuring it); NaN when the trace had none. */
  readonly qualityMs: number;
  readonly longestTaskMs: number;
  readonly totalBlockingMs: number;
  readonly longTasks: number;
  readonly workers: number;
  readonly violations: readonly string[];
}

interface BenchRecord {
  readonly longTasks: { readonly start: number; readonly duration: number }[];
  readonly violations: string[];
}

async function measure(browser: Browser, photo: string, worker: boolean): Promise<Figures> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: IPHONE,
  });
  try {
    await context.addInitScript(initScript(!worker));
    const page = await context.newPage();
    const consoleViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/.test(message.text())) consoleViolations.push(message.text());
    });
    let workers = 0;
    page.on('worker', () => {
      workers += 1;
    });
    await openSelfieQuestion(page, await createScenario('applicant-selfie'));
    // Long tasks of the page load and the navigation are not the pipeline's.
    const since = await page.evaluate(() => performance.now());
    let processingMs = 0;
    const measures = await tracingQuality(browser, page, async () => {
      await page.getByLabel('Choose a photo').setInputFiles(photo);
      const started = Date.now();
      await page.getByRole('img', { name: 'Your selfie' }).waitFor({ timeout: 120_000 });
      processingMs = Date.now() - started;
    });
    const qualityMs = measures.length === 0 ? Number.NaN : measures.reduce((sum, { ms }) => sum + ms, 0);
    // Entries arrive after their task ends: one frame for the last one.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    const bench = await page.evaluate(() => (window as unknown as { __bench: BenchRecord }).__bench);
    const tasks = bench.longTasks.filter((task) => task.start >= since);
    const longest = (list: typeof tasks) => Math.max(0, ...list.map((task) => task.duration));
    return {
      processingMs,
      qualityMs,
      longestTaskMs: longest(tasks),
      totalBlockingMs: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0),
      longTasks: tasks.length,
      workers,
      violations: [...bench.violations, ...consoleViolations],
    };
  } finally {
    await context.close();
  }
}

/** The photos whose memory is measured (issue 22): 24 MP, 50 MP, and 100 MP, the pixel ceiling. */
const MEMORY_PHOTOS: readonly { readonly width: number; readonly height: number }[] = [
  { width: 6000, height: 4000 },
  { width: 8660, height: 5773 },
  { width: 10000, height: 10000 },
];

/** Chooses `photo` in a fresh phone context's selfie question and samples memory until the preview or a refusal shows. */
async function measureMemory(browser: Browser, photo: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: IPHONE,
  });
  try {
    const page = await context.newPage();
    await openSelfieQuestion(page, await createScenario('applicant-selfie'));
    let processingMs = 0;
    let outcome = 'processed';
    const memory = await samplingMemory(browser, page, async () => {
      const started = Date.now();
      await page.getByLabel('Choose a photo').setInputFiles(photo);
      const preview = page.getByRole('img', { name: 'Your selfie' });
      const refusal = page.getByRole('alert');
      await preview.or(refusal).first().waitFor({ timeout: 180_000 });
      processingMs = Date.now() - started;
      if ((await preview.count()) === 0) outcome = 'refused';
    });
    return { processingMs, memory, outcome };
  } finally {
    await context.close();
  }
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** One line per figure: the median of the runs, then every run. */
function print(label: string, runs: readonly Figures[]): void {
  console.log(`\n${label} (median of ${runs.length}; each run):`);
  const line = (name: string, pick: (figures: Figures) => number, unit = ' ms', digits = 0) => {
    const values = runs.map(pick);
    const shown = (value: number) => value.toFixed(digits);
    console.log(
      `  ${name.padEnd(64)} ${`${shown(median(values))}${unit}`.padStart(9)}   [${values.map(shown).join(', ')}]`,
    );
  };
  line('processing time (file chosen to preview shown)', (f) => f.processingMs);
  line('of which the blur and glare pre-check (1000-px sample, measured)', (f) => f.qualityMs);
  line('pre-check share of the processing time', (f) => (100 * f.qualityMs) / f.processingMs, ' %', 1);
  line('longest main-thread task', (f) => f.longestTaskMs);
  line('total blocking time (sum over tasks of time > 50 ms)', (f) => f.totalBlockingMs);
  line('long tasks (> 50 ms)', (f) => f.longTasks, '');
  line('workers started', (f) => f.workers, '');
}

async function main(): Promise<void> {
  buildUnlessSkipped();
  const photo = photoFile();
  await withSandboxBrowser(async (browser) => {
    // Alternating, so a busy machine weighs on both the same.
    const runs = Number(process.env.BENCH_RUNS ?? 3);
    const inWorker: Figures[] = [];
    const onMainThread: Figures[] = [];
    for (let run = 0; run < runs; run += 1) {
      inWorker.push(await measure(browser, photo, true));
      onMainThread.push(await measure(browser, photo, false));
    }
    console.log(
      `\nA ${WIDTH}x${HEIGHT} JPEG of ${statSync(photo).size} bytes through the selfie question ` +
        `(applicant-selfie, iPhone context, headless Chromium, software rendering):`,
    );
    print('Web Worker (OffscreenCanvas)', inWorker);
    print('Main thread (OffscreenCanvas removed)', onMainThread);
    if (inWorker.some((figures) => figures.workers === 0)) throw new Error('The worker run started no worker');
    const memoryRows = [];
    for (const size of MEMORY_PHOTOS) {
      const file = photoFile(size.width, size.height);
      const label = `${size.width}x${size.height} (${((size.width * size.height) / 1e6).toFixed(0)} MP, ${(statSync(file).size / 1e6).toFixed(1)} MB)`;
      memoryRows.push({ label, ...(await measureMemory(browser, file)) });
    }
    printMemory(memoryRows);
    const violations = [...inWorker, ...onMainThread].flatMap((figures) => figures.violations);
    if (violations.length > 0) throw new Error(`Content security policy violations:\n${violations.join('\n')}`);
    console.log('\nNo content security policy violation.');
  });
}

main().catch((error: unknown) => {
  console.error(`bench:capture failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
