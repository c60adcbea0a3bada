// `npm run test:e2e`: the browser tests of tests/e2e in headless Chromium against one production
// build, in E2E_SHARDS (default 2) shards side by side, each with its own sandbox (the sandbox's
// injected faults are global, so two runs must not share one), split by time
// (tests/e2e/support/balanced-sequencer.cjs). With jest arguments (`npm run test:e2e -- selfie`) it is
// one plain jest run with its output as it comes, for working on a few files.
import { execSync, spawnSync } from 'node:child_process';
import { report, runJest } from './jest-side-by-side.mjs';

const CONFIG = ['--config', 'jest.e2e.config.js'];
const jestArgs = process.argv.slice(2);
const shards = Number(process.env.E2E_SHARDS ?? '2');
if (!Number.isInteger(shards) || shards < 1) {
  console.error(`E2E_SHARDS must be a whole number of at least 1, not '${process.env.E2E_SHARDS}'.`);
  process.exit(2);
}

if (jestArgs.length > 0 || shards === 1) {
  const run = spawnSync('npx', ['jest', ...CONFIG, ...jestArgs], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

if (process.env.E2E_SKIP_BUILD !== '1') {
  console.log('e2e: building the production bundle (npm run build)...');
  execSync('npm run build --silent', { stdio: ['ignore', 'ignore', 'inherit'] });
}
const runs = Array.from({ length: shards }, (_, i) =>
  runJest(`e2e shard ${i + 1}/${shards}`, [...CONFIG, `--shard=${i + 1}/${shards}`], {}),
);
process.exit(report('e2e', await Promise.all(runs)) ? 0 : 1);
