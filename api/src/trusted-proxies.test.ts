import { PassThrough } from 'node:stream';
import { createTestApp, type TestContext } from './test/helpers';

// TRUST_PROXY decides whose word the API takes for a client's address, and so what the per-address
// rate limits count. A proxy appends the address it saw to X-Forwarded-For: behind nginx, a
// request arrives with whatever the client sent first and the client's real address last.

const LIMIT = 5;

async function loginStatuses(ctx: TestContext, forwardedFor: (i: number) => string | undefined) {
  const statuses: number[] = [];
  for (let i = 0; i < LIMIT + 3; i += 1) {
    const forwarded = forwardedFor(i);
    const res = await ctx.request({
      method: 'POST',
      url: '/api/login/',
      // A new e-mail each time: the per-account throttle stays out of this.
      payload: { email: `nobody-${i}-${Math.random()}@academy.com`, password: 'Nope12345' },
      headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

const limited = [...Array<number>(LIMIT).fill(401), 429, 429, 429];

describe.each([
  ['a hop count', '1'],
  ["the proxy's address", '127.0.0.1'],
])('behind one proxy, trusted by %s', (_how, trustProxy) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: { TRUST_PROXY: trustProxy, RATE_LIMIT_AUTH_MAX: String(LIMIT), RATE_LIMIT_WINDOW: '1m' },
    });
  });
  afterAll(() => ctx.close());

  test('a client forging X-Forwarded-For is counted at the address the proxy saw', async () => {
    expect(await loginStatuses(ctx, (i) => `10.9.${i}.${i}, 203.0.113.7`)).toEqual(limited);
  });

  test('other clients behind the same proxy keep their own count', async () => {
    expect(await loginStatuses(ctx, () => '198.51.100.20')).toEqual(limited);
    expect(await loginStatuses(ctx, () => '198.51.100.21')).toEqual(limited);
  });
});

test('with no proxy trusted (the default), X-Forwarded-For is ignored', async () => {
  const ctx = await createTestApp({
    env: { RATE_LIMIT_AUTH_MAX: String(LIMIT), RATE_LIMIT_WINDOW: '1m' },
  });
  try {
    expect(await loginStatuses(ctx, (i) => `10.8.${i}.${i}`)).toEqual(limited);
  } finally {
    await ctx.close();
  }
});

test('a forwarded request while no proxy is trusted is told in the log, once', async () => {
  const warnings: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      const entry = JSON.parse(line) as { level: number; msg: string };
      if (entry.level === 40) warnings.push(entry.msg);
    }
  });
  const ctx = await createTestApp({ env: { LOG_LEVEL: 'warn' }, logStream: stream });
  try {
    await ctx.request({ method: 'GET', url: '/api/health' });
    expect(warnings).toEqual([]);
    for (let i = 0; i < 2; i += 1) {
      await ctx.request({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
    }
    expect(warnings).toEqual([expect.stringMatching(/TRUST_PROXY trusts no proxy/)]);
  } finally {
    await ctx.close();
  }
});

test('never a 500 for a hostile X-Forwarded-For', async () => {
  const ctx = await createTestApp({ env: { TRUST_PROXY: '1' } });
  try {
    for (const forwarded of ['', ',,,', 'not-an-address', '1.2.3.4, <script>', 'a'.repeat(4000)]) {
      const res = await ctx.request({
        method: 'POST',
        url: '/api/login/',
        payload: { email: 'nobody@academy.com', password: 'Nope12345' },
        headers: { 'x-forwarded-for': forwarded },
      });
      expect([forwarded.slice(0, 20), res.statusCode]).toEqual([forwarded.slice(0, 20), 401]);
    }
  } finally {
    await ctx.close();
  }
});
