const { createFederatedConfig } = require('../tools/webpack.cjs');

module.exports = createFederatedConfig({ dir: __dirname, name: 'shell', port: 3000, host: true });
