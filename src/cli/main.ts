// The bin's entry: wires run() to this process. Bundled by scripts/build-cli.mjs.
import { run } from './run';

process.exitCode = run(
  process.argv.slice(2),
  (text) => process.stdout.write(`${text}\n`),
  (text) => process.stderr.write(`${text}\n`),
);
