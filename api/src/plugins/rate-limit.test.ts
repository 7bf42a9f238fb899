import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { createTestApp, freePort, type TestContext } from '../test/helpers';

/**
 * Two API instances sharing one Redis share the login counts. Needs Debian's redis-server
 * (.ci/run installs it when missing); the test starts its own on a free 127.0.0.1 port and
 * stops it after.
 */

async function waitForPort(port: number, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() - start > timeoutMs) throw new Error('redis-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('rate limits shared through Redis (REDIS_URL)', () => {
  let redis: ChildProcess;
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    redis.once('error', (error) => {
      throw new Error(
        `redis-server could not start (${error.message}): install Debian's redis-server`,
      );
    });
    await waitForPort(port);
    const env = {
      REDIS_URL: `redis://127.0.0.1:${port}`,
      RATE_LIMIT_AUTH_MAX: '4',
      RATE_LIMIT_WINDOW: '1m',
    };
    a = await createTestApp({ env });
    b = await createTestApp({ env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    redis?.kill('SIGTERM');
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
});
