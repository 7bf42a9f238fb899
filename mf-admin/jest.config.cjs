// The back-office's tests talk to the real API (one server per run, demo content and the seed's
// staff and admin accounts).
const path = require('node:path');

const config = require('../tools/jest.base.cjs').createJestConfig({
  rootDir: __dirname,
  realApi: true,
});

// tus-js-client's browser build (XMLHttpRequest, localStorage), as webpack picks it through the
// package's "browser" field: jest would take its Node build, which cannot read a File.
config.moduleNameMapper = {
  ...config.moduleNameMapper,
  '^tus-js-client$': path.join(
    path.dirname(require.resolve('tus-js-client/package.json')),
    'lib.es5',
    'browser',
    'index.js',
  ),
};

module.exports = config;
