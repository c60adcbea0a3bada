// `npm run bench:web`: what the applicant's first screen costs. Builds the production bundle, opens
// the overview of a fresh `applicant` scenario in headless Chromium through the sandbox and sums the
// gzipped size (level 9) of every script and style sheet the page loaded, and what those scripts
// hold by package and by source folder (bundle-composition.cjs), how long a tile takes to open its
// question on a slow phone, each first screen against its transfer floor (bench-first-screens.mjs),
// then runs Lighthouse (performance, mobile) on each first screen's link.
// It prints figures beside their targets and never fails on a target; only a broken build or
// browser fails it.
import { execSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { FIRST_SCREENS, measureFirstScreens, mobileNetwork, printFirstScreens } from './bench-first-screens.mjs';
import { printComposition } from './bundle-composition.cjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// Issue 25: 120 KB gzipped (issue 4's ceiling was 150).
const TARGET_KB = 120;
// Issue 25: at least 98 on every run, on every first screen.
const TARGET_SCORE = 98;

/** Starts the sandbox on a free loopback port; resolves with its origin and process. */
function startSandbox() {
  const env = { ...process.env, PORT: '0', HOST: '127.0.0.1' };
  delete env.PUBLIC_ORIGIN;
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['sandbox/start.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The sandbox did not start:\n${output}`)), 60_000);
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /sandbox on https?:\/\/[^:\s]+:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ origin: `http://127.0.0.1:${match[1]}`, child });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`The sandbox exited with code ${code}:\n${output}`)));
  });
}

async function createScenario(origin, name) {
  const response = await fetch(`${origin}/__sandbox/scenarios/${name}`, { method: 'POST' });
  if (!response.ok) throw new Error(`Scenario ${name}: ${response.status}`);
  return (await response.json()).url;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The overview's scripts and styles as the browser loaded them, each gzipped at level 9. */
async function measureBundle(origin) {
  const entry = readFileSync(path.join(ROOT, 'dist/web/index.html'), 'utf8');
  const entryFiles = [...entry.matchAll(/(?:src|href)=["']?\/?([^"'\s>]+\.(?:js|css))(?=["'\s>])/g)].map(
    (m) => `/${m[1]}`,
  );
  const browser = await chromium.launch({ executablePath: CHROME_PATH, headless: true, args: CHROME_FLAGS.slice(1) });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const loaded = new Map();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== origin || !/\.(js|css)$/.test(url.pathname)) return;
      const encoding = response.headers()['content-encoding'] ?? 'none';
      loaded.set(url.pathname, { body: response.body().catch(() => Buffer.alloc(0)), encoding });
    });
    await page.goto(await createScenario(origin, 'applicant'));
    await page.waitForURL((url) => url.pathname === '/overview', { timeout: 30_000 });
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const files = [];
    for (const [file, { body, encoding }] of loaded) {
      const raw = await body;
      const gzip = gzipSync(raw, { level: 9 }).length;
      files.push({ file, raw: raw.length, gzip, encoding, entry: entryFiles.includes(file) });
    }
    const missing = entryFiles.filter((f) => !loaded.has(f));
    if (missing.length > 0) throw new Error(`The overview did not load the entry files ${missing.join(', ')}`);
    return files.sort((a, b) => b.gzip - a.gzip);
  } finally {
    await browser.close();
  }
}

/**
 * Issue 25: a tile opens its question within one round trip. On a slow phone (mobileNetwork, CPU 4x), the time
 * from a tap on the first tile to its question's heading, tapped as soon as the tiles show and after
 * a 5 s pause (the figure a fetch of the question's code while idle would lower). Timed from this
 * script, so each figure includes a few ms of driving.
 */
async function measureTapToQuestion(origin) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, headless: true, args: CHROME_FLAGS.slice(1) });
  try {
    const results = [];
    for (const [label, pauseMs] of [
      ['at once', 0],
      ['after a 5 s pause', 5000],
    ]) {
      const context = await browser.newContext({
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await mobileNetwork(page, 4);
      await page.goto(await createScenario(origin, 'applicant'));
      const tile = page.getByRole('list', { name: 'Questions' }).getByRole('link').first();
      await tile.waitFor({ timeout: 60_000 });
      const title = (await tile.locator('.tile__title').evaluate((t) => t.firstChild?.textContent ?? '')).trim();
      if (pauseMs > 0) await page.waitForTimeout(pauseMs);
      const started = Date.now();
      await tile.tap();
      await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 60_000 });
      results.push({ label, ms: Date.now() - started });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

function printTapToQuestion(results) {
  console.log('\nTap on a tile to its question shown (mobile network, CPU 4x slower):');
  for (const r of results) console.log(`  ${r.label.padEnd(20)} ${String(r.ms).padStart(6)} ms`);
}

/** Lighthouse 12, performance only, mobile form factor (its default), on a fresh scenario link. */
async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

function printBundle(files) {
  console.log('\nJavaScript and CSS the overview loads (gzip -9):');
  const width = Math.max(...files.map((f) => f.file.length));
  for (const f of files) {
    console.log(
      `  ${f.file.padEnd(width)}  ${kb(f.raw).padStart(9)} raw  ${kb(f.gzip).padStart(8)} gzipped${f.entry ? '  (entry)' : ''}`,
    );
  }
  // The target is on the JavaScript (issue 4: at most 150 KB gzipped); the style sheet is shown beside it.
  const sum = (list, key) => list.reduce((total, f) => total + f[key], 0);
  const scripts = files.filter((f) => f.file.endsWith('.js'));
  const styles = files.filter((f) => !f.file.endsWith('.js'));
  const verdict = sum(scripts, 'gzip') <= TARGET_KB * 1024 ? 'within target' : 'OVER target';
  const plain = files.filter((f) => f.encoding === 'none').length;
  const line = (label, list, note) =>
    console.log(
      `  ${label.padEnd(width)}  ${kb(sum(list, 'raw')).padStart(9)} raw  ${kb(sum(list, 'gzip')).padStart(8)} gzipped${note}`,
    );
  line('JavaScript', scripts, `  (target <= ${TARGET_KB} KB, 1 KB = 1024 bytes: ${verdict})`);
  line('CSS', styles, '');
  line('all', files, '');
  if (plain > 0) {
    console.log(
      `  note: the sandbox sent ${plain} of these files uncompressed (no content-encoding), so Lighthouse ` +
        'below loads them at their raw size; a CDN serving them gzipped would load the gzipped size.',
    );
  }
}

/** One line per first screen: the score and the metrics Lighthouse weighs, as it displays them. */
function printLighthouse(reports) {
  const first = reports[0].lhr;
  console.log(
    `\nLighthouse ${first.lighthouseVersion} (${first.configSettings.formFactor}, performance; target >= ${TARGET_SCORE} on every screen):`,
  );
  const columns = [
    ['first-contentful-paint', 'FCP'],
    ['largest-contentful-paint', 'LCP'],
    ['total-blocking-time', 'TBT'],
    ['cumulative-layout-shift', 'CLS'],
    ['speed-index', 'SI'],
  ];
  console.log(`  ${'screen'.padEnd(28)} score  ${columns.map(([, label]) => label.padStart(8)).join(' ')}`);
  for (const { label, lhr } of reports) {
    const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
    const figures = columns.map(([id]) => (lhr.audits[id]?.displayValue ?? 'n/a').padStart(8)).join(' ');
    const verdict = score >= TARGET_SCORE ? 'met' : 'NOT met';
    console.log(`  ${label.padEnd(28)} ${String(score).padStart(5)}  ${figures}  (${verdict})`);
    if (lhr.runtimeError)
      console.log(`    Lighthouse runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log('Building the production bundle (npm run build)...');
    execSync('npm run build --silent', { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const { origin, child } = await startSandbox();
  try {
    const scenario = (name) => createScenario(origin, name);
    const firstScreens = () =>
      measureFirstScreens({
        root: ROOT,
        chromePath: CHROME_PATH,
        flags: CHROME_FLAGS.slice(1),
        createScenario: scenario,
      });
    const lighthouseReports = async () => {
      const reports = [];
      for (const screen of FIRST_SCREENS) {
        const link = `${await scenario(screen.scenario)}${screen.query ?? ''}`;
        reports.push({ label: screen.label, lhr: await runLighthouse(link) });
      }
      printLighthouse(reports);
      // The whole reports, for looking into a score: BENCH_LHR_OUT=/tmp/lhr.json npm run bench:web
      if (process.env.BENCH_LHR_OUT) writeFileSync(process.env.BENCH_LHR_OUT, JSON.stringify(reports));
    };
    // BENCH_ONLY=first-screens, =lighthouse or =size prints only those figures (a faster loop while working on them).
    if (process.env.BENCH_ONLY === 'first-screens') return printFirstScreens(await firstScreens());
    if (process.env.BENCH_ONLY === 'lighthouse') return await lighthouseReports();
    const files = await measureBundle(origin);
    printBundle(files);
    if (process.env.BENCH_ONLY === 'size') return;
    printComposition(
      ROOT,
      files.filter((f) => f.file.endsWith('.js')).map((f) => f.file.slice(1)),
    );
    printTapToQuestion(await measureTapToQuestion(origin));
    printFirstScreens(await firstScreens());
    await lighthouseReports();
  } finally {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

main().catch((error) => {
  console.error(`bench:web failed: ${error.message}`);
  process.exit(1);
});
