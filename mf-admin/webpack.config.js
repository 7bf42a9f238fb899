// Name, dev port and exposed modules come from this remote's line in remotes.registry.json.
const { createRemoteConfig } = require('../tools/webpack.cjs');

module.exports = createRemoteConfig(__dirname);
