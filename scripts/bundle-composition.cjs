// What the start bundle holds (issue 25: each move on the start path is measured): each script's
// bytes attributed to the source they came from through the build's source maps
// (dist/sourcemaps/, written beside every production build), grouped by npm package and by source
// folder, with the gzipped share each group carries: the file's gzipped size split in proportion
// to its bytes. A share, not a gzip of the group on its own (which would not add up to the file).
// CommonJS, so that jest (tests/main/bundle-composition.test.ts) loads it as bench-web.mjs does.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { gzipSync } = require('node:zlib');
const { TraceMap, eachMapping } = require('@jridgewell/trace-mapping');

/** 'node_modules/@scope/pkg/…' → '@scope/pkg'; 'src/ui/…' → 'src/ui'; webpack's runtime; else 'unmapped'. */
function groupsOf(source) {
  if (source === null) return { pkg: 'unmapped', folder: 'unmapped' };
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (modules) return { pkg: modules[1], folder: 'node_modules' };
  if (source.startsWith('webpack://') && source.includes('/webpack/'))
    return { pkg: 'webpack runtime', folder: 'webpack runtime' };
  const own = /(?:^|\/)(src\/[^/]+)\//.exec(source);
  const folder = own ? own[1] : 'other';
  return { pkg: 'attest (ours)', folder };
}

/** Bytes of `code` per source of its map, summed by `key` of groupsOf; the rest counts as unmapped. */
function bytesBy(code, map, key) {
  const lines = code.split('\n');
  const segments = [];
  eachMapping(new TraceMap(map), (m) => segments.push(m));
  segments.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  const totals = new Map();
  let mapped = 0;
  segments.forEach((s, i) => {
    const next = segments[i + 1];
    const line = lines[s.generatedLine - 1] ?? '';
    const end = next !== undefined && next.generatedLine === s.generatedLine ? next.generatedColumn : line.length;
    const bytes = Math.max(0, end - s.generatedColumn);
    const group = groupsOf(s.source)[key];
    totals.set(group, (totals.get(group) ?? 0) + bytes);
    mapped += bytes;
  });
  const unmapped = Buffer.byteLength(code) - mapped;
  if (unmapped > 0) totals.set('unmapped', (totals.get('unmapped') ?? 0) + unmapped);
  return totals;
}

/**
 * The gzipped bytes of the given scripts (paths under dist/web), by package and by folder. A script
 * without a map counts whole as 'unmapped'.
 */
function composition(root, scripts) {
  const result = { pkg: new Map(), folder: new Map() };
  for (const script of scripts) {
    const file = path.join(root, 'dist/web', script);
    const code = readFileSync(file, 'utf8');
    const gzip = gzipSync(code, { level: 9 }).length;
    let map = null;
    try {
      map = readFileSync(path.join(root, 'dist/sourcemaps', `${path.basename(script)}.map`), 'utf8');
    } catch {
      // No map: the whole script is unmapped.
    }
    for (const key of ['pkg', 'folder']) {
      const bytes = map === null ? new Map([['unmapped', code.length]]) : bytesBy(code, map, key);
      const total = [...bytes.values()].reduce((sum, b) => sum + b, 0);
      for (const [group, b] of bytes) result[key].set(group, (result[key].get(group) ?? 0) + (gzip * b) / total);
    }
  }
  return result;
}

function printComposition(root, scripts) {
  const { pkg, folder } = composition(root, scripts);
  const table = (title, groups) => {
    console.log(`\n${title}`);
    for (const [group, bytes] of [...groups].sort((a, b) => b[1] - a[1])) {
      console.log(`  ${group.padEnd(36)} ${(bytes / 1024).toFixed(1).padStart(6)} KB gzipped`);
    }
  };
  table('The start JavaScript by package (share of each script gzipped):', pkg);
  table('By source folder:', folder);
}

module.exports = { groupsOf, bytesBy, composition, printComposition };
