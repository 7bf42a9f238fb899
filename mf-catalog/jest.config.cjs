// swiper 14 ships ESM only (transformed), and its stylesheets are imported by package subpath
// ('swiper/css', 'swiper/css/pagination'), which the base *.css mapping does not catch.
const base = require('../tools/jest.base.cjs').createJestConfig({
  rootDir: __dirname,
  esmPackages: ['swiper'],
  setupFiles: ['src/testing/jest-setup.ts'],
  realApi: true,
});

module.exports = {
  ...base,
  moduleNameMapper: {
    '^swiper/css(/.*)?$': 'identity-obj-proxy',
    ...base.moduleNameMapper,
  },
};
