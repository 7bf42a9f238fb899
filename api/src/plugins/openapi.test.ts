import type { RouteOptions } from 'fastify';
import { json } from '../test/helpers';
import { appSuite } from '../test/suite';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown> };
}

const routes: RouteOptions[] = [];
let document: OpenApiDocument;
const ctx = appSuite({ onRoute: (route) => routes.push(route) });
beforeAll(async () => {
  const res = await ctx.request({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  document = json<OpenApiDocument>(res);
});
/** The API's own routes: HEAD twins of GETs and the document's route itself are not operations. */
function apiOperations(): { method: string; url: string; route: RouteOptions }[] {
  return routes
    .filter((route) => route.url.startsWith('/api/') && route.url !== '/api/openapi.json')
    .flatMap((route) =>
      ([] as string[])
        .concat(route.method)
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method: method.toLowerCase(), url: route.url, route })),
    );
}

const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

test('GET /api/openapi.json is an OpenAPI 3 document with the shared error shapes', () => {
  expect(document.openapi).toMatch(/^3\./);
  expect(Object.keys(document.components.schemas)).toEqual(
    expect.arrayContaining(['DetailError', 'FieldErrors', 'ProviderError']),
  );
});

test('every route of the API is in the document, with a response schema for what it answers', () => {
  const operations = apiOperations();
  expect(operations.length).toBeGreaterThan(15);
  const missing = operations
    .filter(({ method, url }) => !document.paths[openapiPath(url)]?.[method])
    .map(({ method, url }) => `${method.toUpperCase()} ${url}`);
  expect(missing).toEqual([]);
  const withoutResponses = operations
    .filter(({ route }) => {
      const response = (route.schema as { response?: Record<string, unknown> } | undefined)
        ?.response;
      return !response || !Object.keys(response).some((status) => /^2\d\d$/.test(status));
    })
    .map(({ method, url }) => `${method.toUpperCase()} ${url}`);
  expect(withoutResponses).toEqual([]);
  for (const { method, url } of operations) {
    const responses = document.paths[openapiPath(url)]?.[method]?.responses ?? {};
    expect({ [`${method} ${url}`]: Object.keys(responses) }).toEqual({
      [`${method} ${url}`]: expect.arrayContaining(['500']),
    });
  }
});

test('the document lists the calls of docs/specification.md §7', () => {
  for (const path of [
    '/api/register/',
    '/api/login/',
    '/api/users/{id}/',
    '/api/courses/',
    '/api/courses/{id}',
    '/api/courses/{course}/{lesson}/',
    '/api/comments/',
    '/api/check_paid_course/{userId}/{courseId}/',
    '/api/apply-coupon/',
    '/api/create-payment/',
    '/api/orders/{orderId}/',
    '/api/orders/',
    '/api/{category}/topics/{id}',
    '/api/translate/{text}',
    '/api/blogs/',
    '/api/auth/password/reset/send/',
  ]) {
    expect(Object.keys(document.paths)).toContain(path);
  }
});
