// @academy/contract: every request and response shape of the API, written once.
// The API registers these schemas with Fastify (validation, serialisation, OpenAPI); the front end
// imports only their types (`import type`), so no schema code reaches a learner's page.
export * from './errors';
export * from './content';
