// Stylesheets lay out by CSS logical properties (margin-inline-start, inset-inline-end, text-align:
// start…), so the one stylesheet mirrors itself under <html dir="rtl">
// (docs/design/languages.md#switch-and-direction). A physical left/right property is an error.
export default {
  plugins: ['stylelint-use-logical'],
  rules: {
    'csstools/use-logical': [
      'always',
      // Only the inline axis mirrors: top/bottom and sizes stay as written.
      { except: [/(^|-)(top|bottom)(-|$)/, /(^|-)(width|height)$/] },
    ],
  },
  ignoreFiles: ['**/node_modules/**', '**/dist/**'],
};
