// @academy/contract/grading: the one grader of practice mode (in the browser) and exam mode (in the
// API). Plain TypeScript, no schema library: a page that imports it carries only these functions.
export * from './answers';
export * from './bands';
export * from './grade';
export * from './timing';
