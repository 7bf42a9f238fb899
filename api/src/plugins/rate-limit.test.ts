import { createTestApp, type TestContext } from '../test/helpers';
import { startLocalRedis, type LocalRedis } from '../test/redis';

/**
 * Two API instances sharing one Redis share the login counts. The test starts its own
 * redis-server (test/redis.ts) and stops it after.
 */

describe('rate limits shared through Redis (REDIS_URL)', () => {
  let redis: LocalRedis;
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    redis = await startLocalRedis();
    const env = {
      REDIS_URL: redis.url,
      RATE_LIMIT_AUTH_MAX: '4',
      RATE_LIMIT_WINDOW: '1m',
    };
    a = await createTestApp({ env });
    b = await createTestApp({ env });
    // Two apps on a busy machine.
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  test('two instances count the same client together', async () => {
    const login = (ctx: TestContext) =>
      ctx.request({
        method: 'POST',
        url: '/api/login/',
        payload: { email: 'x@academy.com', password: 'Nope1234' },
      });
    const statuses = [
      (await login(a)).statusCode,
      (await login(b)).statusCode,
      (await login(a)).statusCode,
      (await login(b)).statusCode,
      (await login(a)).statusCode,
      (await login(b)).statusCode,
    ];
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(4)).toEqual([429, 429]);
  });

  // Last: it stops the test's Redis. The API's limits fail open (docs/topology.md#redis-down):
  // requests are served uncounted, nginx's own per-instance limits still hold at the edge.
  test('with Redis down the limits fail open: answered, neither throttled nor an error', async () => {
    await redis.stop();
    for (let i = 0; i < 6; i++) {
      const response = await a.request({
        method: 'POST',
        url: '/api/login/',
        payload: { email: 'y@academy.com', password: 'Nope1234' },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});
