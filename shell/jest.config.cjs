module.exports = require('../tools/jest.base.cjs').createJestConfig({
  rootDir: __dirname,
  // One real API server for the run (demo content seeded): the forms and the profile loader talk
  // to it through the shared API client (see '@academy/shared/testing').
  realApi: true,
  setupFiles: ['src/testing/setup.ts'],
});
