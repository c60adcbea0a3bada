import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The build's loader for React Router's production files (webpack.config.ts): plain CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const treeShaking = require('../../scripts/react-router-tree-shaking-loader.cjs') as (source: string) => string;

const PRODUCTION = path.resolve(__dirname, '../../node_modules/react-router/dist/production');

describe('the React Router tree-shaking loader', () => {
  it('marks top-level forwardRef, createContext and memo calls pure and drops displayName lines, nothing else', () => {
    const source = [
      'var Link = React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      'Link.displayName = "Link";',
      'var RouteContext = React.createContext(null);',
      'var Memo = React3.memo(Component);',
      'var url = new URL("http://localhost");',
      '  let inner = React.forwardRef(render);',
      'element.displayName = computed;',
      '',
    ].join('\n');
    expect(treeShaking(source).split('\n')).toEqual([
      'var Link = /* @__PURE__ */ React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      'var RouteContext = /* @__PURE__ */ React.createContext(null);',
      'var Memo = /* @__PURE__ */ React3.memo(Component);',
      'var url = new URL("http://localhost");',
      '  let inner = React.forwardRef(render);',
      'element.displayName = computed;',
      '',
    ]);
  });

  // An upgrade of React Router that writes these differently would silently bring <Link>, <Form>
  // and the prefetching back into the start bundle: this fails first.
  it("still finds the installed React Router's components and names to mark and drop", () => {
    const files = readdirSync(PRODUCTION).filter((name) => name.endsWith('.mjs'));
    const source = files.map((name) => readFileSync(path.join(PRODUCTION, name), 'utf8')).join('\n');
    const shaken = treeShaking(source);
    for (const component of ['Link', 'NavLink', 'Form']) {
      expect(shaken).toMatch(new RegExp(`^var ${component} = /\\* @__PURE__ \\*/ React\\d*\\.forwardRef\\(`, 'm'));
      expect(shaken).not.toMatch(new RegExp(`^${component}\\.displayName = `, 'm'));
    }
    expect(shaken).not.toMatch(/^var \w+ = React\d*\.(forwardRef|createContext|memo)\(/m);
  });
});
