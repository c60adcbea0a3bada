// `npm run test:engines [-- webkit firefox]`: the journeys of tests/engines in each engine named
// (default: Chromium, WebKit and Firefox) against one production build, each engine in its own jest
// run with its own sandbox, Xvfb display and ports, side by side (ENGINES_SERIAL=1: one after the
// other; jest-side-by-side.mjs says why). Exits non-zero when any failed.
// Extra jest arguments go after `--` (e.g. `-- webkit -- --testPathPatterns business`).
import { execSync } from 'node:child_process';
import { report, runJest } from './jest-side-by-side.mjs';

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

const run = (engine) => runJest(engine, ['--config', 'jest.engines.config.js', ...jestArgs], { ENGINE: engine });
const results = [];
if (process.env.ENGINES_SERIAL === '1') {
  for (const engine of engines) results.push(await run(engine));
} else {
  results.push(...(await Promise.all(engines.map(run))));
}
process.exit(report('engines', results) ? 0 : 1);
