// Runs before every mf-learning test file (see ../../jest.config.cjs).
//
// jsdom has no fetch: whatwg-fetch installs one over jsdom's XMLHttpRequest, which makes real HTTP
// requests, so the progress a leaving page sends with `fetch(…, {keepalive: true})` reaches the
// real test API like every other call (keepalive itself is the browser's: checked end to end).
import 'whatwg-fetch';
