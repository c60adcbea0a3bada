import path from 'node:path';
import { buildSync } from 'esbuild';
import axe from 'axe-core';

let bundle: string | undefined;

/**
 * The script that installs the in-page helper (in-page/entry.ts with Testing Library's queries),
 * bundled once per test process. The driver runs it as a script of its own, which no engine holds
 * to the page's content security policy (the page itself could not `eval` it).
 */
export function pageHelperScript(): string {
  if (bundle === undefined) {
    const result = buildSync({
      entryPoints: [path.join(__dirname, 'in-page/entry.ts')],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2020',
      minify: true,
      write: false,
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    bundle = result.outputFiles[0]?.text ?? '';
  }
  return bundle;
}

/** axe-core's source, installed in a document the same way before each check. */
export const AXE_SCRIPT: string = axe.source;
