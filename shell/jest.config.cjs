module.exports = require('../tools/jest.base.cjs').createJestConfig({
  rootDir: __dirname,
  // One real API server for the run (demo content seeded): the forms and the profile loader talk
  // to it through the shared API client (see '@academy/shared/testing').
  realApi: true,
  // jsdom has no fetch: whatwg-fetch provides one over jsdom's XMLHttpRequest, so the contact form
  // really talks HTTP (to the real API's e-mail endpoint, or a local stand-in of the service).
  setupFiles: ['src/testing/setup.ts'],
});
