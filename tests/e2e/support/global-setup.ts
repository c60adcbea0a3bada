import { execSync } from 'node:child_process';
import { ROOT, startSandbox } from './sandbox-process';

/**
 * Builds the production bundle (skipped with E2E_SKIP_BUILD=1 when dist/web is already fresh),
 * starts the sandbox on a free loopback port and hands its origin to the tests through
 * E2E_ORIGIN (test files run in this process or in workers started after it).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    process.stdout.write('\ne2e: building the production bundle (npm run build)...\n');
    execSync('npm run build --silent', { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const sandbox = await startSandbox();
  process.env.E2E_ORIGIN = sandbox.origin;
  process.env.E2E_SANDBOX_PID = String(sandbox.child.pid);
  process.stdout.write(`e2e: sandbox on ${sandbox.origin}\n`);
}
