const { createFederatedConfig } = require('../tools/webpack.cjs');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'checkout',
  port: 3002,
  exposes: { './routes': './src/routes.tsx' },
});
