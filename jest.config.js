// Plain JS on purpose: a .ts config would need ts-node, which breaks webpack-cli (see STACK.md).
process.env.PACT_DO_NOT_TRACK = 'true';

const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }];
const common = {
  rootDir: __dirname,
  // .js too: the ESM-only packages below (inversify) must be compiled to CommonJS for jest.
  transform: { '^.+\\.tsx?$': tsJest, '^.+\\.m?js$': tsJest },
  transformIgnorePatterns: ['/node_modules/(?!(inversify|@inversifyjs|quill|parchment|quill-delta|lodash-es)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
};

/** @type {import('jest').Config} */
module.exports = {
  reporters: ['default', '<rootDir>/tests/support/summary-reporter.cjs'],
  projects: [
    // The domain and application layers must run without a DOM: node environment only.
    { ...common, displayName: 'domain', testEnvironment: 'node', testMatch: ['<rootDir>/tests/domain/**/*.test.ts'] },
    {
      ...common,
      displayName: 'application',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/application/**/*.test.ts'],
    },
    // Adapters run against real HTTP servers on loopback (the Pact mock server or a local one).
    {
      ...common,
      displayName: 'adapters',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/adapters/**/*.test.ts'],
    },
    { ...common, displayName: 'main', testEnvironment: 'node', testMatch: ['<rootDir>/tests/main/**/*.test.ts'] },
    { ...common, displayName: 'sandbox', testEnvironment: 'node', testMatch: ['<rootDir>/tests/sandbox/**/*.test.ts'] },
    // Consumer contracts write to a temporary folder and compare with the committed contracts/*.json;
    // the provider project verifies the committed files against the sandbox, so the two may run in
    // parallel (`npm run test:contracts` regenerates the files first, then verifies: STACK.md).
    {
      ...common,
      displayName: 'contracts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/contracts/**/*.pact.test.ts'],
      // An upstream race in the Pact mock server: see the file.
      setupFilesAfterEnv: ['<rootDir>/tests/contracts/settle-mock-server.ts'],
    },
    {
      ...common,
      displayName: 'provider',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/contracts/**/*.verify.test.ts'],
    },
    // CLI tests run the built bin as a child process (npm test builds it first).
    { ...common, displayName: 'cli', testEnvironment: 'node', testMatch: ['<rootDir>/tests/cli/**/*.test.ts'] },
    {
      ...common,
      displayName: 'ui',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/ui/**/*.test.tsx'],
      setupFiles: ['<rootDir>/tests/ui/support/polyfills.cjs'],
      setupFilesAfterEnv: ['<rootDir>/tests/ui/support/setup.ts'],
      moduleNameMapper: { '\\.css$': '<rootDir>/tests/ui/support/style-stub.cjs' },
    },
  ],
};
