// The back-office API (DESIGN §11): one file per resource, shapes named Admin* where a public
// shape of the same thing exists.
export * from './common';
export * from './instructors';
export * from './question-banks';
export * from './questions';
