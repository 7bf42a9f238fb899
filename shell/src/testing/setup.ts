// Runs before every shell test file (see shell/jest.config.cjs).

if (typeof window !== 'undefined') {
  // jsdom does not lay out pages: window.scrollTo only logs "Not implemented".
  window.scrollTo = () => undefined;
}
