// Cold-start benchmark of the attest CLI: the median wall time of
// `attest check ssn 536-22-1847 --json` over 20 runs beside the median of `node -e 0`.
// Target: the CLI within 150 ms of bare Node. Prints figures; asserts nothing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const RUNS = 20;
const bin = new URL('../bin/attest.cjs', import.meta.url).pathname;
if (!existsSync(new URL('../dist/cli/attest.cjs', import.meta.url))) {
  console.error('bench: the CLI is not built; run npm ci or npm run build:cli first');
  process.exit(2);
}

const cases = {
  'node -e 0': ['-e', '0'],
  'attest check ssn 536-22-1847 --json': [bin, 'check', 'ssn', '536-22-1847', '--json'],
};

const timeOnce = (args) => {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return ms;
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const samples = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
for (const args of Object.values(cases)) timeOnce(args); // warm the file cache once
for (let i = 0; i < RUNS; i += 1) {
  // Interleaved, so that a busy moment on the machine hurts both sides alike.
  for (const [name, args] of Object.entries(cases)) samples[name].push(timeOnce(args));
}

const node = median(samples['node -e 0']);
const cli = median(samples['attest check ssn 536-22-1847 --json']);
console.log(`runs per command:        ${RUNS}`);
console.log(`node -e 0 (median):      ${node.toFixed(1)} ms`);
console.log(`attest check (median):   ${cli.toFixed(1)} ms`);
console.log(`CLI over bare Node:      ${(cli - node).toFixed(1)} ms (target: at most 150 ms)`);
