// Bundles the attest CLI (src/cli + the domain it imports) into one CommonJS file, so that
// `npx attest` starts as fast as plain Node: no TypeScript compiler runs at start-up.
// Runs as the package's `prepare` script, which `npm ci` runs on a fresh clone.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/cli/main.ts'],
  outfile: 'dist/cli/attest.cjs',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  minify: true,
  sourcemap: false,
  legalComments: 'none',
  logLevel: 'warning',
});
