const { createFederatedConfig } = require('../tools/webpack.cjs');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'catalog',
  port: 3001,
  exposes: {
    './routes': './src/routes.tsx',
    './CoursesSection': './src/features/courses/CoursesSection.tsx',
    './InstructorsSection': './src/features/instructors/InstructorsSection.tsx',
  },
});
