const { createFederatedConfig } = require('../tools/webpack.cjs');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'blog',
  port: 3005,
  exposes: { './routes': './src/routes.tsx' },
});
