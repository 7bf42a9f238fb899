// @academy/contract: every request and response shape of the API, written once.
// The API registers these schemas with Fastify (validation, serialisation, OpenAPI); the front end
// imports only their types (`import type`), so no schema code reaches a learner's page.
export * from './admin';
export * from './attempts';
export * from './auth';
export * from './blogs';
export * from './comments';
export * from './common';
export * from './contact';
export * from './content';
export * from './courses';
export * from './errors';
export * from './exams';
export * from './exam-tools';
export * from './health';
export * from './media';
export * from './payments';
export * from './progress';
export * from './question-reports';
export * from './readiness';
export * from './releases';
export * from './canary';
export * from './telemetry';
export * from './translate';
export * from './users';
export { csvCell, csvCellText } from './rules';
export * from './local-payments';
export * from './learning-records';
export * from './credentials';
