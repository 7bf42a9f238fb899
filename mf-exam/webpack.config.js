const { createFederatedConfig } = require('../tools/webpack.cjs');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'exam',
  port: 3004,
  exposes: { './routes': './src/routes.tsx' },
});
