import { createScenario, listScenarios } from './scenarios';
import { buildSandbox } from './server';

// `npm start` / `npm run sandbox`: serve the built app and both APIs, and print one fresh link per
// scenario. PORT (default 8080) and HOST (default 127.0.0.1) change where it listens; PUBLIC_ORIGIN
// changes the printed links' origin (`npm run dev` serves the app from the dev server).

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number from 0 to 65535, not '${process.env.PORT}'.`);
  process.exit(2);
}

// SANDBOX_POLICY_REPORTS=1 (the browser tests in every engine) collects policy violation reports.
const { app, state } = buildSandbox({ policyReports: process.env.SANDBOX_POLICY_REPORTS === '1' });
app.listen({ port, host }).then(
  (address) => {
    const origin = process.env.PUBLIC_ORIGIN ?? address.replace('127.0.0.1', 'localhost');
    const scenarios = listScenarios();
    const width = Math.max(...scenarios.map((s) => s.name.length));
    console.log(`Attest sandbox on ${origin} (app, /api/interview, /api/gls). Ctrl+C stops it.\n`);
    console.log('One link per scenario (each opens a fresh instance; more at ' + `${origin}/):`);
    for (const { name } of scenarios) console.log(`  ${name.padEnd(width)}  ${createScenario(state, name, origin)}`);
  },
  (error: unknown) => {
    console.error(`The sandbox could not listen on ${host}:${port}: ${(error as Error).message}`);
    process.exit(1);
  },
);
