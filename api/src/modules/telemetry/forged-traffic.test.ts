import path from 'node:path';
import type { TelemetryEvent } from '@academy/contract';
import { createTestApp, json, type TestContext } from '../../test/helpers';
import { entry, makeSiteFolder, registerDeploy } from '../releases/release-test-kit';
import {
  pageLoadToken,
  pageView,
  renderError,
  requestPageLoad,
  sendBeacon,
  sendEvents,
  times,
} from './telemetry-test-kit';

// Issue 35 item 1: forged beacons. Telemetry counts only page loads the site served, each through
// its signed page-load token (docs/telemetry.md#page-load-tokens): the requests that rolled a
// release back, kept a failing one live or filled the buffer and the database are replayed here.

const [V1, V2] = ['1.0.0-aaaaaaaaaa', '1.0.0-bbbbbbbbbb'];
/** The two text/plain POSTs of the report: 50 page views and 3 render errors of the live version. */
const forged = (version: string): { browser: string; events: TelemetryEvent[] } => ({
  browser: 'chrome',
  events: [
    ...times(47, () => pageView('blog', version)),
    ...times(3, () => renderError('blog', version)),
  ],
});

async function siteWithBlogLive(env: Record<string, string> = {}): Promise<TestContext> {
  const ctx = await createTestApp({
    env: {
      AUTO_ROLLBACK_REMOTES: 'blog',
      AUTO_ROLLBACK_MAX_ERRORS_PER_1000: '50',
      AUTO_ROLLBACK_MIN_PAGE_VIEWS: '50',
      ...env,
    },
  });
  const site = makeSiteFolder(path.join(ctx.tmpDir, 'dist'), { blog: [V1, V2] }, { blog: V1 });
  expect((await registerDeploy(ctx, site, 'blog', V1)).code).toBe(0);
  expect((await registerDeploy(ctx, site, 'blog', V2)).code).toBe(0);
  return ctx;
}

const liveOf = async (ctx: TestContext) =>
  (json(await ctx.request({ method: 'GET', url: '/api/remotes.json' })) as Record<string, string>)
    .blog;

async function stored(
  ctx: TestContext,
): Promise<{ buckets: number; pageLoads: number; bytes: number }> {
  const { rows } = await ctx.db.query<{ buckets: number; page_loads: number; bytes: number }>(
    `SELECT (SELECT count(*)::int FROM telemetry_buckets) AS buckets,
       (SELECT count(*)::int FROM telemetry_page_loads) AS page_loads,
       (SELECT coalesce(sum(pg_column_size(t.*)), 0)::int FROM telemetry_buckets t) +
       (SELECT coalesce(sum(pg_column_size(p.*)), 0)::int FROM telemetry_page_loads p) AS bytes`,
  );
  const row = rows[0] as { buckets: number; page_loads: number; bytes: number };
  return { buckets: row.buckets, pageLoads: row.page_loads, bytes: row.bytes };
}

describe('forged beacons', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await siteWithBlogLive();
  });
  afterAll(async () => {
    await ctx.close();
  });

  test('without a token nothing is counted and nothing is rolled back', async () => {
    expect(await liveOf(ctx)).toBe(entry('blog', V2));
    for (let n = 0; n < 2; n += 1) {
      const response = await sendBeacon(ctx, forged(V2), { ip: '203.0.113.50' });
      expect([response.statusCode, json(response)]).toEqual([
        400,
        { token: ['This field is required.'] },
      ]);
    }
    const [payload] = (await pageLoadToken(ctx, { blog: V2 })).split('.');
    for (const token of ['x', `${payload}.forged`, `${payload}.${'A'.repeat(43)}`]) {
      const response = await sendBeacon(ctx, { ...forged(V2), token });
      expect([response.statusCode, json(response)]).toEqual([
        400,
        { token: ['This page-load token is not valid or has expired.'] },
      ]);
    }
    expect(ctx.app.telemetry.buffer.size).toBe(0);
    await ctx.app.telemetry.flush();
    expect(await liveOf(ctx)).toBe(entry('blog', V2));
    expect((await stored(ctx)).buckets).toBe(0);
  });

  test('a replayed token counts one page view and at most 3 errors', async () => {
    const token = await pageLoadToken(ctx, { blog: V2 });
    for (let n = 0; n < 20; n += 1) {
      expect((await sendBeacon(ctx, { ...forged(V2), token })).statusCode).toBe(204);
    }
    await ctx.app.telemetry.flush();
    // The same token again after the flush (as to another instance): nothing more.
    expect((await sendBeacon(ctx, { ...forged(V2), token })).statusCode).toBe(204);
    await ctx.app.telemetry.flush();
    const { rows } = await ctx.db.query<{ page_views: number; error_count: number }>(
      'SELECT sum(page_views)::int AS page_views, sum(error_count)::int AS error_count FROM telemetry_buckets',
    );
    expect(rows[0]).toEqual({ page_views: 1, error_count: 3 });
    expect(await liveOf(ctx)).toBe(entry('blog', V2));
  });

  test('invented versions are refused, and a flood of them stores nothing', async () => {
    const before = await stored(ctx);
    const asked = await requestPageLoad(ctx, { blog: '9.9.9-invented', nosuchremote: V1 });
    expect([asked.statusCode, json(asked)]).toEqual([
      400,
      { versions: { nosuchremote: ['Unknown remote.'] } },
    ]);
    const invented = await requestPageLoad(ctx, { blog: '9.9.9-invented' });
    expect([invented.statusCode, json(invented)]).toEqual([
      400,
      { versions: { blog: ['This version was never deployed.'] } },
    ]);
    const token = await pageLoadToken(ctx, { blog: V2 });
    for (let beacon = 0; beacon < 100; beacon += 1) {
      const events = times(50, (n) => pageView('blog', `9.${beacon}.${n}-invented`));
      const response = await sendBeacon(ctx, { token, browser: 'chrome', events });
      expect(response.statusCode).toBe(400);
    }
    expect(ctx.app.telemetry.buffer.size).toBe(0);
    await ctx.app.telemetry.flush();
    expect(await stored(ctx)).toEqual(before);
  });

  test('what one token can hold is bounded: one entry per remote in memory, one row in the database', async () => {
    const before = await stored(ctx);
    const token = await pageLoadToken(ctx, { blog: V2 });
    for (let n = 0; n < 100; n += 1) {
      expect((await sendBeacon(ctx, { ...forged(V2), token })).statusCode).toBe(204);
    }
    expect(ctx.app.telemetry.buffer.size).toBe(1);
    await ctx.app.telemetry.flush();
    const after = await stored(ctx);
    expect(after.pageLoads - before.pageLoads).toBe(1);
    // One page load's row, and at most the bucket row it adds to.
    expect(after.bytes - before.bytes).toBeLessThan(2000);
  });
});

describe('how much forged traffic it takes now', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The default limit of page-load tokens per address and minute (docs/configuration.md).
    ctx = await siteWithBlogLive({ RATE_LIMIT_TELEMETRY_PAGE_LOADS_MAX: '30' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  test('one address gets 30 page-load tokens a minute', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 40; n += 1) {
      statuses.push((await requestPageLoad(ctx, { blog: V2 }, '198.51.100.40')).statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual(times(10, () => 429));
  });

  test('a rollback needs 50 served page loads (it took 2 requests), each counted once', async () => {
    // Forged page loads with 3 errors each, from as many addresses as needed.
    const forgedPageLoad = async (n: number) => {
      const ip = `198.51.100.${Math.floor(n / 30)}`;
      const token = await pageLoadToken(ctx, { blog: V2 }, ip);
      for (let replay = 0; replay < 3; replay += 1) {
        expect((await sendBeacon(ctx, { ...forged(V2), token }, { ip })).statusCode).toBe(204);
      }
      await ctx.app.telemetry.flush();
    };
    let pageLoads = 0;
    while ((await liveOf(ctx)) === entry('blog', V2) && pageLoads < 200) {
      await forgedPageLoad(pageLoads);
      pageLoads += 1;
    }
    // Reported in docs/telemetry.md#page-load-tokens.
    expect(pageLoads).toBe(50);
    expect(await liveOf(ctx)).toBe(entry('blog', V1));
  });

  test('keeping a failing release live (10 errors in 30 page loads) takes more than 169 forged page loads', async () => {
    const again = await siteWithBlogLive();
    try {
      await sendEvents(again, [
        ...times(30, () => pageView('blog', V2)),
        ...times(10, () => renderError('blog', V2)),
      ]);
      await again.app.telemetry.flush();
      expect(await liveOf(again)).toBe(entry('blog', V2));
      // Forged page views, one per page load, until the real errors no longer weigh.
      await sendEvents(
        again,
        times(169, () => pageView('blog', V2)),
      );
      await again.app.telemetry.flush();
      expect(await liveOf(again)).toBe(entry('blog', V1));
    } finally {
      await again.close();
    }
  });
});

test('before any release is registered (nginx serving the static manifest) a page load gets 204 and no token: nothing to count, no error in the page', async () => {
  const fresh = await createTestApp();
  try {
    const asked = await requestPageLoad(fresh, { blog: V1 });
    expect([asked.statusCode, asked.body]).toEqual([204, '']);
    // A remote name that is not ours is still bad input.
    expect((await requestPageLoad(fresh, { nosuchremote: V1 })).statusCode).toBe(400);
    expect(await stored(fresh)).toEqual({ buckets: 0, pageLoads: 0, bytes: 0 });
  } finally {
    await fresh.close();
  }
});
