import type { HTTPMethods, RouteOptions } from 'fastify';
import { json, LEARNER, NEWBIE, newUser } from '../test/helpers';
import { appSuite } from '../test/suite';

/**
 * Every write of the API is rate limited (docs/design/api.md#rate-limits), per user when signed in
 * and per client IP otherwise. The routes are collected from the app, so a write added later is
 * checked here without touching this file.
 */

const LIMIT = 2;
const routes: RouteOptions[] = [];
let learnerId: number;
let newbieId: number;
let adminId: number;
let secondAdminId: number;
const ctx = appSuite({
  env: {
    RATE_LIMIT_WRITE_MAX: String(LIMIT),
    RATE_LIMIT_COMMENT_MAX: String(LIMIT),
    RATE_LIMIT_COUPON_MAX: String(LIMIT),
    RATE_LIMIT_UPLOAD_CHUNK_MAX: String(LIMIT),
    RATE_LIMIT_SAVE_MAX: String(LIMIT),
    RATE_LIMIT_AUTH_MAX: String(LIMIT),
    RATE_LIMIT_TELEMETRY_MAX: String(LIMIT),
    RATE_LIMIT_TELEMETRY_PAGE_LOADS_MAX: String(LIMIT),
    RATE_LIMIT_WINDOW: '1m',
  },
  onRoute: (route) => routes.push(route),
});
beforeAll(async () => {
  learnerId = await ctx.userId(LEARNER);
  newbieId = await ctx.userId(NEWBIE);
  adminId = await ctx.userId('admin@academy.com');
  secondAdminId = (await newUser(ctx)).id;
  await ctx.db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [secondAdminId]);
});
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function writeRoutes(): { method: HTTPMethods; url: string; signedIn: boolean }[] {
  return routes
    .filter((route) => route.url.startsWith('/api/'))
    .flatMap((route) => {
      const signedIn =
        ((route.schema as { security?: unknown[] } | undefined)?.security?.length ?? 0) > 0;
      return ([] as HTTPMethods[])
        .concat(route.method)
        .filter((method) => WRITES.has(method))
        .map((method) => ({ method, url: route.url.replace(/:\w+/g, '1'), signedIn }));
    });
}

/** A call with a new token of the user each time (POST /logout/ ends the token it is sent with). */
const call = (method: HTTPMethods, url: string, userId: number, remoteAddress = '10.0.0.1') =>
  ctx.request({ method, url, token: ctx.tokenFor(userId), remoteAddress, payload: {} });

test(`every write answers 429 past its limit, keyed by user when signed in, by client IP otherwise`, async () => {
  const writes = writeRoutes();
  expect(writes.map(({ method, url }) => `${method} ${url}`)).toEqual(
    expect.arrayContaining([
      'POST /api/comments/',
      'POST /api/login/',
      'POST /api/apply-coupon/',
      'POST /api/credentials/verify/',
      'POST /api/admin/certificates/1/revoke/',
    ]),
  );
  for (const { method, url, signedIn } of writes) {
    // The back-office, and the staff-only releases routes outside it (preview links), refuse a
    // learner (403) before counting, and its admin-only routes refuse staff: two admins there.
    const [user, other] =
      url.startsWith('/api/admin/') || url.startsWith('/api/releases/')
        ? [adminId, secondAdminId]
        : [learnerId, newbieId];
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i += 1) statuses.push((await call(method, url, user)).statusCode);
    expect([method, url, statuses.slice(0, LIMIT).includes(429)]).toEqual([method, url, false]);
    const throttled = await call(method, url, user);
    expect([method, url, throttled.statusCode]).toEqual([method, url, 429]);
    if (String(throttled.headers['content-type']).startsWith('application/json')) {
      expect(json(throttled).detail).toMatch(
        /^Request was throttled\. Expected available in \d+ seconds\.$/,
      );
    }
    if (signedIn) {
      // Another user has a budget of their own; the same user from another address has not.
      expect((await call(method, url, other)).statusCode).not.toBe(429);
      expect((await call(method, url, user, '10.0.0.2')).statusCode).toBe(429);
    } else {
      expect((await call(method, url, user, '10.0.0.3')).statusCode).not.toBe(429);
    }
  }
});

test('the OpenAPI document says that every write may answer 429', async () => {
  const document = json<{ paths: Record<string, Record<string, { responses: object }>> }>(
    await ctx.request({ method: 'GET', url: '/api/openapi.json' }),
  );
  for (const { method } of writeRoutes()) {
    for (const route of routes.filter((r) => ([] as string[]).concat(r.method).includes(method))) {
      if (!route.url.startsWith('/api/') || route.url === '/api/openapi.json') continue;
      const operation =
        document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      expect([method, route.url, Object.keys(operation?.responses ?? {})]).toEqual([
        method,
        route.url,
        expect.arrayContaining(['429']),
      ]);
    }
  }
});
