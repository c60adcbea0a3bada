import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../..');

/** The running sandbox the e2e tests talk to: its origin and the child process serving it. */
export interface RunningSandbox {
  readonly origin: string;
  readonly child: ChildProcess;
}

/**
 * Starts `tsx sandbox/start.ts` on a free loopback port (PORT=0 lets the system choose) and waits
 * until it prints where it listens and answers GET /config.json.
 */
export async function startSandbox(timeoutMs = 60_000): Promise<RunningSandbox> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1' };
  delete env.PUBLIC_ORIGIN;
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['sandbox/start.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so teardown stops tsx and the node process it starts together.
    detached: true,
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The sandbox did not start in time:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /sandbox on https?:\/\/[^:\s]+:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The sandbox exited with code ${code}:\n${output}`));
    });
  });
  const origin = `http://127.0.0.1:${port}`;
  const response = await fetch(`${origin}/config.json`);
  if (!response.ok) throw new Error(`The sandbox answered ${response.status} for /config.json`);
  return { origin, child };
}

/** Stops the sandbox's process group (tsx and its node child). */
export function stopSandbox(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
