import { createTestApp, type TestContext } from './test/helpers';

// The API is same-origin by default; CORS_ORIGINS lists front ends served from elsewhere.
let sameOrigin: TestContext;
let withCors: TestContext;

beforeAll(async () => {
  sameOrigin = await createTestApp();
  withCors = await createTestApp({ env: { CORS_ORIGINS: 'https://learn.example.com' } });
});
afterAll(async () => {
  await sameOrigin.close();
  await withCors.close();
});

const preflight = (ctx: TestContext, origin: string) =>
  ctx.request({
    method: 'OPTIONS',
    url: '/api/login/',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });

test('no CORS headers by default', async () => {
  const res = await preflight(sameOrigin, 'https://learn.example.com');
  expect(res.headers['access-control-allow-origin']).toBeUndefined();
});

test('a listed origin may call the API; another may not', async () => {
  const allowed = await preflight(withCors, 'https://learn.example.com');
  expect(allowed.statusCode).toBe(204);
  expect(allowed.headers['access-control-allow-origin']).toBe('https://learn.example.com');
  const courses = await withCors.request({
    method: 'GET',
    url: '/api/courses/',
    headers: { origin: 'https://learn.example.com' },
  });
  expect(courses.headers['access-control-allow-origin']).toBe('https://learn.example.com');

  const other = await preflight(withCors, 'https://evil.example.com');
  expect(other.headers['access-control-allow-origin']).toBeUndefined();
});
