const fs = require('fs'); const path = require('path'); const zlib = require('zlib');
const { SourceMapConsumer } = require('source-map-js');
const file = process.argv[2];
const code = fs.readFileSync(path.join('dist/web', file), 'utf8');
const map = JSON.parse(fs.readFileSync(path.join('dist/sourcemaps', file + '.map'), 'utf8'));
const c = new SourceMapConsumer(map);
const lines = code.split('\n');
const bySource = {};
let prev = null;
c.eachMapping((m) => {
  if (prev) {
    const src = prev.source || '(none)';
    let text;
    if (prev.generatedLine === m.generatedLine) text = lines[prev.generatedLine - 1].slice(prev.generatedColumn, m.generatedColumn);
    else text = lines[prev.generatedLine - 1].slice(prev.generatedColumn);
    (bySource[src] ??= []).push(text);
  }
  prev = m;
});
const rows = Object.entries(bySource).map(([s, t]) => { const j = t.join(''); return [s, j.length, zlib.gzipSync(j, {level: 9}).length]; });
rows.sort((a, b) => b[1] - a[1]);
const filter = process.argv[3] ? new RegExp(process.argv[3]) : null;
for (const [s, raw, gz] of rows.filter(r => !filter || filter.test(r[0])).slice(0, Number(process.argv[4] || 60))) console.log(String(raw).padStart(7), String(gz).padStart(6), s.replace(/^webpack:\/\/attest\//, ''));
