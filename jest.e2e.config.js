// The end-to-end tests: the production bundle in headless Chromium against the sandbox (README
// 'End-to-end tests'). A config of its own so that `npm test` never starts a browser.
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }];

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  displayName: 'e2e',
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': tsJest },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
  testMatch: ['<rootDir>/tests/e2e/**/*.e2e.test.ts'],
  // Builds dist/web when it is missing or older than the sources, then starts the sandbox.
  globalSetup: '<rootDir>/tests/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/e2e/support/global-teardown.ts',
  // One browser at a time per run: a run's tests share its sandbox (npm run test:e2e runs two side by side).
  maxWorkers: 1,
  testTimeout: 90_000,
  // Shards of about equal time for scripts/test-e2e.mjs's side-by-side runs.
  testSequencer: '<rootDir>/tests/e2e/support/balanced-sequencer.cjs',
  reporters: ['default', '<rootDir>/tests/support/summary-reporter.cjs'],
};
