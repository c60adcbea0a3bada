// `npm run test:engines [-- webkit firefox]`: the journeys of tests/engines in each engine named
// (default: Chromium, WebKit and Firefox) against one production build, each engine in its own jest
// run with its own sandbox, Xvfb display and ports, side by side (ENGINES_SERIAL=1: one after the
// other; jest-side-by-side.mjs says why). Exits non-zero when any failed.
// Extra jest arguments go after `--` (e.g. `-- webkit -- --testPathPatterns business`).
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

/** How a WebKit driver's error begins when MiniBrowser stopped answering (tests/engines/support/webkit-driver.ts). */
const SILENT_DRIVER = 'WebKitWebDriver went silent';
/** Where each engine's run leaves jest's JSON report, read to find the tests that went silent. */
const reports = mkdtempSync(path.join(tmpdir(), 'attest-engines-'));
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The tests of a run that failed only where the browser stopped answering, as jest arguments
 * that run them again; undefined when any other test failed or a file did not load: such a run
 * stands as it is.
 */
function silentOnly(file) {
  let json;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  const failed = json.testResults.flatMap((suite) =>
    suite.assertionResults.filter((test) => test.status === 'failed').map((test) => ({ suite, test })),
  );
  // Once the browser is silent, every command fails, and a wait may read that as 'not yet': the
  // closing driver's error says it went silent. A failure that is the test's own fails again.
  const silent = ({ test }) => test.failureMessages.some((m) => m.includes(SILENT_DRIVER));
  const loaded = json.testResults.every(
    (suite) => suite.status === 'passed' || suite.assertionResults.some((t) => t.status === 'failed'),
  );
  if (failed.length === 0 || !loaded || !failed.every(silent)) return undefined;
  return [
    '--testPathPatterns',
    [...new Set(failed.map(({ suite }) => escape(path.relative(process.cwd(), suite.name))))].join('|'),
    '--testNamePattern',
    `^(${failed.map(({ test }) => escape(test.fullName)).join('|')})$`,
  ];
}

/**
 * One engine's run. A test that failed only because WebKit's MiniBrowser stopped answering (about
 * once in four full runs while another engine shares the two cores; never a page's fault alone, as
 * a page that hangs the browser hangs it again) runs once more in a new MiniBrowser, and the table
 * shows it on a line of its own; any other failure stands.
 */
async function run(engine) {
  const json = path.join(reports, `${engine}.json`);
  const config = ['--config', 'jest.engines.config.js', ...jestArgs];
  const first = await runJest(engine, [...config, '--json', `--outputFile=${json}`], { ENGINE: engine });
  const again = first.ok ? undefined : silentOnly(json);
  if (again === undefined) return [first];
  const second = await runJest(`${engine} again`, [...config, ...again], { ENGINE: engine, JEST_RUN_AGAIN: '1' });
  // The second run's result stands for the tests that went silent; the first's passes still count.
  return [{ ...first, ok: true, silent: first.failed }, second];
}

const runs = [];
if (process.env.ENGINES_SERIAL === '1') {
  for (const engine of engines) runs.push(...(await run(engine)));
} else {
  runs.push(...(await Promise.all(engines.map(run))).flat());
}
process.exit(report('engines', runs) ? 0 : 1);
