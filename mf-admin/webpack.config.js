// Name, dev port and exposed modules come from this remote's line in remotes.registry.json.
const { createRemoteConfig } = require('../tools/webpack.cjs');

const remoteConfig = createRemoteConfig(__dirname);

// The back-office is some twenty lazy sections built from the same form, list and delete
// components (SelectField was copied into 12 chunks): code of 2 KB and more that two sections share
// gets a chunk of its own, fetched once, where webpack's default (20 KB) copied it into each.
module.exports = (env, argv) => {
  const config = remoteConfig(env, argv);
  return {
    ...config,
    optimization: { ...config.optimization, splitChunks: { minSize: 2000 } },
  };
};
