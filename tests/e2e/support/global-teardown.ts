import { stopSandbox } from './sandbox-process';

/** Stops the sandbox global-setup started. */
export default async function globalTeardown(): Promise<void> {
  const pid = process.env.E2E_SANDBOX_PID;
  stopSandbox(pid === undefined ? undefined : Number(pid));
}
