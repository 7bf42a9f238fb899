// react-router 7 expects TextEncoder/TextDecoder on globalThis, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');

// jsdom has no fetch. whatwg-fetch installs one (only where fetch is missing) over jsdom's
// XMLHttpRequest, which makes real HTTP requests with the browser's CORS rules: the shared API
// client (axios on its fetch adapter) and the pages' own fetches talk to the real test API or a local stand-in. A file
// running in the node environment keeps Node's own fetch.
require('whatwg-fetch');

// findBy*/waitFor wait for a real API's answer: 1 s (the default) is short when `npm test` runs two
// suites at once on two cores. A test that never finds what it waits for still fails, later.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });

// jsdom has <dialog> but not its modal methods (@academy/shared's Dialog opens with showModal).
// These do what the browser does to `open` and the close event, nothing more; the page behind
// being inert is checked in Chromium (e2e).
const { HTMLDialogElement } = globalThis;
// (Absent altogether in a test file that runs in the node environment.)
if (HTMLDialogElement && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close() {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    // As in the browser, the close event comes in a later task.
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
}
