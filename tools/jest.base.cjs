// One jest configuration shape for every package: SWC transpiles TypeScript/TSX (type checking is
// `npm run typecheck`'s job), CSS is mapped away, and browser packages get jsdom + Testing Library.
const path = require('node:path');

const swcTransform = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/**
 * @param {object} options
 * @param {string} options.rootDir   the package folder (pass __dirname)
 * @param {'jsdom'|'node'} [options.environment]
 * @param {string[]} [options.setupFiles] extra setup files, relative to rootDir
 * @param {string[]} [options.esmPackages] node_modules packages shipped as ESM only
 * @param {boolean} [options.realApi] start one real API server for the run (tools/jest/real-api.cjs)
 */
function createJestConfig({
  rootDir,
  environment = 'jsdom',
  setupFiles = [],
  esmPackages = [],
  realApi = false,
}) {
  const browser = environment === 'jsdom';
  return {
    rootDir,
    displayName: path.basename(rootDir),
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: { '^.+\\.(t|j|mj)sx?$': swcTransform },
    transformIgnorePatterns: esmPackages.length
      ? [`/node_modules/(?!(${esmPackages.join('|')})/)`]
      : ['/node_modules/'],
    moduleNameMapper: {
      // The shared grader from its sources (practice mode grades in the browser), no build first.
      '^@academy/contract/grading$': path.join(
        __dirname,
        '..',
        'contract',
        'src',
        'grading',
        'index.ts',
      ),
      '^@academy/contract/rules$': path.join(
        __dirname,
        '..',
        'contract',
        'src',
        'rules',
        'index.ts',
      ),
      '\\.(css)$': 'identity-obj-proxy',
      '\\.(png|jpe?g|gif|svg|webp|mp4|webm)$': path.join(__dirname, 'jest', 'file-stub.cjs'),
    },
    setupFilesAfterEnv: [
      ...(browser ? [path.join(__dirname, 'jest', 'setup-dom.cjs')] : []),
      ...setupFiles.map((file) => path.join(rootDir, file)),
    ],
    clearMocks: true,
    // `npm test` runs two suites at once on two cores: a jsdom test that drives the real API
    // through several screens takes 1–2 s alone and can take several times that under load.
    testTimeout: 20_000,
    ...(realApi
      ? {
          globalSetup: path.join(__dirname, 'jest', 'real-api-setup.cjs'),
          globalTeardown: path.join(__dirname, 'jest', 'real-api-teardown.cjs'),
        }
      : {}),
  };
}

module.exports = { createJestConfig };
