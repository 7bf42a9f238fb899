module.exports = require('../tools/jest.base.cjs').createJestConfig({
  rootDir: __dirname,
  // jsdom has no fetch: whatwg-fetch provides one over jsdom's XMLHttpRequest, so the contact form
  // really talks HTTP to the local stand-in of the e-mail service in its tests.
  setupFiles: ['src/testing/setup.ts'],
});
