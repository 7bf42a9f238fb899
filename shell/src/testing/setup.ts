// Runs before every shell test file (see shell/jest.config.cjs).
//
// jsdom has no fetch. whatwg-fetch installs one (only where fetch is missing) over jsdom's
// XMLHttpRequest, which makes real HTTP requests: the contact form's tests talk to a local
// stand-in of the e-mail service. Files running in the node environment keep Node's own fetch.
import 'whatwg-fetch';

if (typeof window !== 'undefined') {
  // jsdom does not lay out pages: window.scrollTo only logs "Not implemented".
  window.scrollTo = () => undefined;
}
