const { createFederatedConfig } = require('../tools/webpack.cjs');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'learning',
  port: 3003,
  exposes: { './routes': './src/routes.tsx' },
});
