// `npm run test:engines [-- webkit firefox]`: the journeys of tests/engines in each engine named
// (default: Chromium, WebKit and Firefox), one after the other against one production build, each
// with its own sandbox. Prints each engine's count and minutes, and exits non-zero when any failed.
// Extra jest arguments go after `--` (e.g. `-- webkit -- --testPathPatterns business`).
import { execSync, spawnSync } from 'node:child_process';

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

const results = [];
for (const engine of engines) {
  const started = Date.now();
  const run = spawnSync('npx', ['jest', '--config', 'jest.engines.config.js', ...jestArgs], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ENGINE: engine, E2E_SKIP_BUILD: '1' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(run.stdout);
  const count = /jest: (\d+) passed, (\d+) failed/.exec(run.stdout);
  results.push({
    engine,
    passed: Number(count?.[1] ?? 0),
    failed: count ? Number(count[2]) : 1,
    minutes: (Date.now() - started) / 60_000,
    ok: run.status === 0,
  });
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
