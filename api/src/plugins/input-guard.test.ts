import { Writable } from 'node:stream';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { createTestApp, json, LEARNER, nestedJsonBody, type TestContext } from '../test/helpers';
import { jsonNestingDepth, MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from './input-guard';

/**
 * Deeply nested JSON once overflowed the stack of the NUL-character walk: an unauthenticated 500
 * with a stack in the log. Every route that reads a body is tried here, collected from the app
 * itself, so a route added later is covered without touching this file.
 */

const routes: RouteOptions[] = [];
const logLines: string[] = [];
let ctx: TestContext;
let token: string;
let adminToken: string;
let learnerId: number;
beforeAll(async () => {
  ctx = await createTestApp({
    env: { LOG_LEVEL: 'warn' },
    onRoute: (route) => routes.push(route),
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    }),
  });
  learnerId = await ctx.userId(LEARNER);
  token = ctx.tokenFor(learnerId);
  adminToken = ctx.tokenFor(await ctx.userId('admin@academy.com'));
});
afterAll(async () => {
  await ctx.close();
});

/** Every API route with a JSON body, its path parameters filled with 1. */
function routesWithBodies(): { method: HTTPMethods; url: string }[] {
  return routes
    .filter((route) => route.url.startsWith('/api/') && route.schema?.body !== undefined)
    .flatMap((route) =>
      ([] as HTTPMethods[])
        .concat(route.method)
        .map((method) => ({ method, url: route.url.replace(/:\w+/g, '1') })),
    );
}

test('every route with a body answers 400 to JSON nested too deeply, signed in or not, and logs no error', async () => {
  const targets = routesWithBodies();
  expect(targets.map(({ url }) => url)).toEqual(
    expect.arrayContaining([
      '/api/login/',
      '/api/comments/',
      '/api/v1.0/email/send',
      '/api/credentials/verify/',
      '/api/admin/certificates/1/revoke/',
    ]),
  );
  for (const { method, url } of targets) {
    for (const depth of [MAX_JSON_DEPTH + 1, 10_000]) {
      // The back-office, and the staff-only releases routes outside it (preview links), refuse a
      // learner (and staff its releases) before they read a body: they are tried as an admin.
      const signedIn = staffOnlyUrl(url) ? adminToken : token;
      const body = nestedJsonBody(depth, { user: learnerId, text: 'x', lesson: 1 });
      for (const auth of [{ token: signedIn }, {}]) {
        const res = await ctx.request({
          method,
          url,
          ...auth,
          headers: { 'content-type': 'application/json' },
          payload: body,
        });
        const what = [method, url, depth, 'token' in auth];
        // A signed-in route refuses a visitor before it reads the body at all; the telemetry
        // beacon's 8 KB cap refuses a deeper body (over 20 KB) before it is parsed.
        const expected =
          url === '/api/telemetry/' && body.length > 8 * 1024
            ? 413
            : 'token' in auth || !routeNeedsToken(method, url)
              ? 400
              : 401;
        expect([...what, res.statusCode]).toEqual([...what, expected]);
        if (expected !== 400) continue;
        if (String(res.headers['content-type']).startsWith('application/json')) {
          expect(json(res)).toEqual({ detail: TOO_DEEP_MESSAGE });
        } else {
          // The EmailJS-compatible route answers in plain text, as EmailJS does.
          expect(res.body).toBe('The request body is invalid.');
        }
      }
    }
  }
  expect(logLines.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
});

/** The back-office subtree and the releases routes outside it, both staff only (`staffOnly`). */
function staffOnlyUrl(url: string): boolean {
  return url.startsWith('/api/admin/') || url.startsWith('/api/releases/');
}

const signedInRoutes = new Set<string>();
function routeNeedsToken(method: string, url: string): boolean {
  if (signedInRoutes.size === 0) {
    for (const route of routes) {
      const security = (route.schema as { security?: unknown[] } | undefined)?.security;
      if (security && security.length > 0) {
        for (const m of ([] as string[]).concat(route.method)) {
          signedInRoutes.add(`${m} ${route.url.replace(/:\w+/g, '1')}`);
        }
      }
    }
  }
  return signedInRoutes.has(`${method} ${url}`);
}

test('nesting up to the limit is accepted: a comment with an extra field 32 levels deep is posted', async () => {
  const lesson = await ctx.lessonId('pmp-lec-3');
  const res = await ctx.request({
    method: 'POST',
    url: '/api/comments/',
    token,
    headers: { 'content-type': 'application/json' },
    payload: nestedJsonBody(MAX_JSON_DEPTH, { user: learnerId, text: 'Deep but fine', lesson }),
  });
  expect(res.statusCode).toBe(201);
});

test('brackets inside strings do not count as nesting, escaped quotes included', () => {
  expect(jsonNestingDepth('{"a": "[[[[{{{{", "b": "\\"[[[["}')).toBe(1);
  expect(jsonNestingDepth('[[[]],{"x":[1]}]')).toBe(3);
  expect(jsonNestingDepth(nestedJsonBody(40))).toBe(40);
});

test('a NUL character deep in the body is still found and named by its path', async () => {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/login/',
    payload: { email: 'a@academy.com', password: 'x', extra: [{ a: { b: ['ok', 'bad\u0000'] } }] },
  });
  expect(res.statusCode).toBe(400);
  expect(json(res)).toEqual({
    extra: { '0': { a: { b: { '1': ['Null characters are not allowed.'] } } } },
  });
});
