import { spawnSync } from 'node:child_process';
import path from 'node:path';

const BIN = path.resolve(__dirname, '../../bin/attest.cjs');

export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the built bin as a child process, as support staff would (npm test builds it first). */
export function runCli(args: readonly string[], stdin?: string): CliRun {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    input: stdin,
    encoding: 'utf8',
    env: { ...process.env, TZ: 'America/New_York' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Runs with --json and parses stdout, failing loudly if it is not exactly one JSON document. */
export function runJson(args: readonly string[], stdin?: string): unknown {
  const run = runCli([...args, '--json'], stdin);
  if (run.code !== 0) throw new Error(`attest ${args.join(' ')} exited ${run.code}: ${run.stderr}`);
  return JSON.parse(run.stdout) as unknown;
}

export const fixture = (name: string): string => path.resolve(__dirname, 'fixtures', name);

/** The repository root, where the README's commands run. */
export const ROOT = path.resolve(__dirname, '../..');

/** An example document of examples/cli, the ones the README and --help point to. */
export const example = (name: string): string => path.resolve(ROOT, 'examples/cli', name);

/**
 * Runs a shell command line as the README writes it, from the repository root, with `npx attest`
 * (or a bare `attest`) standing for the built bin.
 */
export function runShell(line: string): CliRun {
  const command = line.replace(/^(npx )?attest /, `"${process.execPath}" "${BIN}" `);
  const result = spawnSync('sh', ['-c', command], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, TZ: 'America/New_York' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
