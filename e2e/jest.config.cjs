// End-to-end: the built site (dist/) served as in production, driven in Debian's Chromium.
const { createJestConfig } = require('../tools/jest.base.cjs');

module.exports = {
  ...createJestConfig({ rootDir: __dirname, environment: 'node' }),
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  globalTeardown: '<rootDir>/src/support/global-teardown.ts',
  testTimeout: 60_000,
  maxWorkers: 1,
  // `--shard=i/n` splits the files by expected length (npm test runs two shards side by side).
  testSequencer: '<rootDir>/src/support/shard-sequencer.cjs',
};
