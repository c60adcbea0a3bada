// The dependency rule of ../shared/ARCHITECTURE.md, enforced in `npm test` (npm run lint:arch).
const npm = ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-bundled', 'npm-no-pkg'];

/** A layer may import only these libraries (any other npm module is a violation). */
const onlyLibraries = (name, from, allowed) => ({
  name,
  severity: 'error',
  comment: `${from} may import only these libraries: ${allowed.join(', ') || 'none'}`,
  from: { path: from },
  to: { dependencyTypes: npm, pathNot: allowed.length ? `node_modules/(${allowed.join('|')})(/|$)` : undefined },
});

/** A layer may import from the project only these paths. */
const onlyProject = (name, from, allowed) => ({
  name,
  severity: 'error',
  comment: `${from} may import from the project only: ${allowed.join(', ')}`,
  from: { path: from },
  to: { dependencyTypesNot: [...npm, 'core'], pathNot: `^(${allowed.join('|')})` },
});

module.exports = {
  forbidden: [
    onlyProject('domain-imports-domain-only', '^src/domain', ['src/domain']),
    onlyLibraries('domain-pure-libraries', '^src/domain', ['date-fns', 'libphonenumber-js']),
    {
      name: 'domain-no-node-builtins',
      severity: 'error',
      comment: 'The domain does no I/O: no Node built-ins.',
      from: { path: '^src/domain' },
      to: { dependencyTypes: ['core'] },
    },
    onlyProject('application-imports-domain', '^src/application', ['src/application', 'src/domain']),
    onlyLibraries('application-libraries', '^src/application', ['mobx', 'inversify', '@inversifyjs']),
    onlyProject('adapters-import-ports-and-domain', '^src/adapters', [
      'src/adapters',
      'src/application/ports',
      'src/domain',
    ]),
    onlyProject('ui-imports-application-and-domain', '^src/ui', ['src/ui', 'src/application', 'src/domain']),
    onlyLibraries('ui-libraries', '^src/ui', [
      'react',
      'react-dom',
      'react-router',
      'react-router-dom',
      'mobx',
      'mobx-react-lite',
      'react-phone-number-input',
      'quill',
      'dompurify',
      // The hand-off panel's QR code (src/ui/capture/hand-off-qr-code.tsx), loaded only with the panel.
      'lean-qr',
    ]),
    onlyProject('cli-imports-domain', '^src/cli', ['src/cli', 'src/domain']),
    onlyLibraries('cli-node-builtins-only', '^src/cli', []),
    {
      name: 'only-main-imports-reflect-metadata',
      severity: 'error',
      from: { pathNot: '^src/main' },
      to: { path: 'node_modules/reflect-metadata' },
    },
    onlyProject('sandbox-imports-domain', '^sandbox', ['sandbox', 'src/domain']),
    onlyLibraries('sandbox-libraries', '^sandbox', ['fastify', '@fastify']),
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
