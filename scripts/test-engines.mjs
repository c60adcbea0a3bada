// `npm run test:engines [-- webkit firefox]`: the journeys of tests/engines in each engine named
// (default: Chromium, WebKit and Firefox) against one production build, each engine in its own jest
// run with its own sandbox, Xvfb display and ports. Engines run side by side (ENGINES_SERIAL=1: one
// after the other): most of a journey's time is spent waiting on the page, so two engines on a
// 2-core machine finish in little more than the slower one's time. Each run's output is printed
// whole when it ends, then a table of each engine's count and minutes; exits non-zero when any failed.
// Extra jest arguments go after `--` (e.g. `-- webkit -- --testPathPatterns business`).
import { execSync, spawn } from 'node:child_process';

const ENGINES = ['chromium', 'webkit', 'firefox'];
const args = process.argv.slice(2);
const split = args.indexOf('--');
const named = split === -1 ? args : args.slice(0, split);
const jestArgs = split === -1 ? [] : args.slice(split + 1);
const unknown = named.filter((name) => !ENGINES.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown engine ${unknown.join(', ')}: choose from ${ENGINES.join(', ')}.`);
  process.exit(2);
}
const engines = named.length > 0 ? named : ENGINES;

if (process.env.E2E_SKIP_BUILD !== '1') {
  console.log('engines: building the production bundle (npm run build)...');
  execSync('npm run build --silent', { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** One engine's jest run; resolves with its counts once its output has been printed. */
function runEngine(engine) {
  const started = Date.now();
  console.log(`engines: ${engine} started`);
  return new Promise((resolve) => {
    const child = spawn('npx', ['jest', '--config', 'jest.engines.config.js', ...jestArgs], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ENGINE: engine, E2E_SKIP_BUILD: '1' },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', (status) => {
      process.stdout.write(`\n===== ${engine} =====\n${out}`);
      const count = /jest: (\d+) passed, (\d+) failed/.exec(out);
      resolve({
        engine,
        passed: Number(count?.[1] ?? 0),
        failed: count ? Number(count[2]) : 1,
        minutes: (Date.now() - started) / 60_000,
        ok: status === 0,
      });
    });
  });
}

const results = [];
if (process.env.ENGINES_SERIAL === '1') {
  for (const engine of engines) results.push(await runEngine(engine));
} else {
  results.push(...(await Promise.all(engines.map(runEngine))));
}

console.log('\nengine     passed  failed  minutes');
for (const r of results) {
  console.log(
    `${r.engine.padEnd(10)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${r.minutes.toFixed(1).padStart(7)}`,
  );
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`\nengines: ${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
