// The back-office API (docs/design/back-office.md#the-admin-api): one file per resource, shapes
// named Admin* where a public shape of the same thing exists.
export * from './common';
export * from './instructors';
export * from './categories';
export * from './courses';
export * from './lessons';
export * from './blogs';
export * from './filters';
export * from './coupons';
export * from './orders';
export * from './enrollments';
export * from './users';
export * from './comments';
export * from './contact-messages';
export * from './blueprints';
export * from './question-banks';
export * from './questions';
export * from './question-quality';
export * from './question-reports';
export * from './resources';
