// `npm run dev`: the sandbox backend on SANDBOX_PORT (default 8081) and the webpack dev server with
// hot reload on PORT (default 8080), which proxies the APIs to the sandbox. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '8080';
const sandboxPort = process.env.SANDBOX_PORT ?? '8081';
const origin = `http://localhost:${port}`;

const run = (command, args, env) =>
  spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env }, shell: process.platform === 'win32' });

const children = [
  run('npx', ['tsx', 'sandbox/start.ts'], { PORT: sandboxPort, PUBLIC_ORIGIN: origin }),
  run('npx', ['webpack', 'serve', '--mode', 'development'], { PORT: port, SANDBOX_PORT: sandboxPort }),
];
const stop = (code) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
};
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
