// bench:web's helper: plain CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { bytesBy, groupsOf } = require('../../scripts/bundle-composition.cjs') as {
  groupsOf: (source: string | null) => { pkg: string; folder: string };
  bytesBy: (code: string, map: string, key: 'pkg' | 'folder') => Map<string, number>;
};

describe("bench:web's bundle composition", () => {
  it.each([
    ['webpack://attest/./node_modules/axios/lib/utils.js', 'axios', 'node_modules'],
    ['webpack://attest/./node_modules/@inversifyjs/core/lib/index.js', '@inversifyjs/core', 'node_modules'],
    ['webpack://attest/./src/domain/questions/question-list.ts', 'attest (ours)', 'src/domain'],
    ['webpack://attest/webpack/runtime/css loading', 'webpack runtime', 'webpack runtime'],
    [null, 'unmapped', 'unmapped'],
  ])('puts %s under package %s and folder %s', (source, pkg, folder) => {
    expect(groupsOf(source)).toEqual({ pkg, folder });
  });

  it('counts each byte of a script under the source its map names, and the rest as unmapped', () => {
    const map = {
      version: 3,
      sources: ['webpack://attest/./node_modules/axios/lib/utils.js', 'webpack://attest/./src/domain/x.ts'],
      names: [],
      // Line 1: column 0 from the first source, column 3 from the second; line 2 has no mapping.
      mappings: 'AAAA,GCAA;',
    };
    const code = 'abcdefgh\nunmapped';
    expect(Object.fromEntries(bytesBy(code, JSON.stringify(map), 'pkg'))).toEqual({
      axios: 3,
      'attest (ours)': 5,
      unmapped: 9,
    });
    expect(Object.fromEntries(bytesBy(code, JSON.stringify(map), 'folder'))).toEqual({
      node_modules: 3,
      'src/domain': 5,
      unmapped: 9,
    });
  });
});
