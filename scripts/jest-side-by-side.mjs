// Jest runs side by side for the browser tests (test-e2e.mjs: shards of tests/e2e; test-engines.mjs:
// one run per engine). Most of a browser test's time is spent waiting on the page, so two runs on a
// 2-core machine finish in little more than the slower one's time; three browsers at once overload
// it. Each run's output is printed whole when it ends (interleaved output would be unreadable), then
// a table of each run's count and minutes.
import { spawn } from 'node:child_process';

/** One jest run; resolves with its counts (from the summary reporter's line) once its output is printed. */
export function runJest(label, args, env) {
  const started = Date.now();
  console.log(`${label} started`);
  return new Promise((resolve) => {
    const child = spawn('npx', ['jest', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env, E2E_SKIP_BUILD: '1' },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', (status) => {
      process.stdout.write(`\n===== ${label} =====\n${out}`);
      const count = /jest: (\d+) passed, (\d+) failed/.exec(out);
      resolve({
        label,
        passed: Number(count?.[1] ?? 0),
        failed: count ? Number(count[2]) : 1,
        minutes: (Date.now() - started) / 60_000,
        ok: status === 0,
      });
    });
  });
}

/**
 * Prints each run's line and the total as '{name}: N passed, N failed'; true when every run passed.
 * A run with `silent` failures (its browser stopped answering; test-engines.mjs ran those tests
 * again on the next line) shows them, and the total counts the run again instead.
 */
export function report(name, results) {
  console.log(`\n${'run'.padEnd(16)} passed  failed  minutes`);
  for (const r of results) {
    const cells = [String(r.passed).padStart(6), String(r.failed).padStart(6), r.minutes.toFixed(1).padStart(7)];
    const note = r.silent ? `  (${r.silent} went silent: run again below)` : '';
    console.log(`${r.label.padEnd(16)} ${cells.join('  ')}${note}`);
  }
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed - (r.silent ?? 0), 0);
  console.log(`\n${name}: ${passed} passed, ${failed} failed`);
  return results.every((r) => r.ok);
}
