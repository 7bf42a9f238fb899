// @ts-check
// The stack: every server the tests, the bench and the load test run, started and stopped here
// (see README.md beside this file). Plain CommonJS with JSDoc types, so that TypeScript tests,
// .mjs scripts and .cjs jest configs all load the same code.
const { repoRoot, startApi } = require('./api.cjs');
const { DEFAULT_ADMIN_DATABASE_URL } = require('./database.cjs');
const { builtSiteDir, startSite } = require('./site.cjs');
const { StopList } = require('./stop-list.cjs');
const { startTopology } = require('./topology.cjs');
const { startThirdParties } = require('./third-parties.cjs');

/** @typedef {import('./api.cjs').ApiInstance} ApiInstance */
/** @typedef {import('./processes.cjs').Exit} Exit */
/** @typedef {import('./site.cjs').Site} Site */
/** @typedef {import('./third-parties.cjs').ThirdParties} ThirdParties */

module.exports = {
  repoRoot,
  builtSiteDir,
  DEFAULT_ADMIN_DATABASE_URL,
  startSite,
  startApi,
  startThirdParties,
  startTopology,
  StopList,
};
