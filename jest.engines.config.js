// The journeys in every engine an applicant holds (tests/engines/README.md): the same tests in
// Chromium, WebKit and Firefox through one driver layer, one engine per run:
// ENGINE=webkit npm run test:engines. A config of its own, as the e2e one, so `npm test` starts no browser.
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }];

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  displayName: `engines:${process.env.ENGINE ?? 'chromium'}`,
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': tsJest },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
  // Every engine's journeys, and the checks of one engine only (the accessibility trees: Firefox).
  testMatch: [
    '<rootDir>/tests/engines/**/*.engines.test.ts',
    `<rootDir>/tests/engines/**/*.${process.env.ENGINE ?? 'chromium'}.test.ts`,
  ],
  globalSetup: '<rootDir>/tests/engines/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/e2e/support/global-teardown.ts',
  // One browser at a time: the tests share one sandbox (and its policy reports) and the machine's CPU.
  maxWorkers: 1,
  testTimeout: 120_000,
  reporters: ['default', '<rootDir>/tests/support/summary-reporter.cjs'],
};
