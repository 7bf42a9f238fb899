import type { ReleasesOverview } from '@academy/contract';
import { createTestApp, json, LEARNER, type TestContext } from '../../test/helpers';
import { HISTOGRAM_BOUNDS, bucketIndex } from './histogram';
import {
  loadError,
  pageLoadToken,
  pageView,
  registerVersions,
  renderError,
  sendBeacon,
  sendEvents,
  times,
  vital,
} from './telemetry-test-kit';
import { TestClock } from '../attempts/attempt-test-kit';
import { roleTokens } from '../../test/admin-test-kit';
import { addVersionFolder, makeSiteFolder, registerDeploy } from '../releases/release-test-kit';
import path from 'node:path';

// Field telemetry (issue 23): the shell's beacons, validated, counted per remote, version and
// 5-minute bucket, and read back as each version's health on the releases page.

let ctx: TestContext;
const clock = new TestClock();
const V1 = '1.0.0-aaaaaaaaaa';
/** A page load served blog, catalog and exam V1 (docs/telemetry.md#page-load-tokens). */
let token: string;

beforeAll(async () => {
  ctx = await createTestApp({ services: { clock } });
  await registerVersions(ctx, { blog: [V1], catalog: [V1], exam: [V1] });
  token = await pageLoadToken(ctx, { blog: V1, catalog: V1, exam: V1 });
});
afterAll(async () => {
  await ctx.close();
});

interface BucketRow {
  remote: string;
  version: string;
  bucket_start: Date;
  page_views: number;
  error_count: number;
  errors: Record<string, number>;
  routes: Record<string, number>;
  browsers: Record<string, number>;
  lcp_histogram: number[];
}

async function rows(remote = 'blog'): Promise<BucketRow[]> {
  const result = await ctx.db.query<BucketRow>(
    'SELECT * FROM telemetry_buckets WHERE remote = $1 ORDER BY version, bucket_start',
    [remote],
  );
  return result.rows;
}

describe('validation', () => {
  test('anyone may send: a visitor and a signed-in learner alike get 204', async () => {
    const beacon = { token, browser: 'firefox', events: [pageView('exam', V1, '/Exam')] };
    expect((await sendBeacon(ctx, beacon)).statusCode).toBe(204);
    const signedIn = await ctx.request({
      method: 'POST',
      url: '/api/telemetry/',
      headers: { 'content-type': 'application/json' },
      payload: beacon,
      token: ctx.tokenFor(await ctx.userId(LEARNER)),
    });
    expect(signedIn.statusCode).toBe(204);
  });

  test('bad shapes are 400 with the field at fault; nothing is counted', async () => {
    const cases: [unknown, unknown][] = [
      [{ browser: 'chrome' }, { events: ['This field is required.'] }],
      [{ browser: 'chrome', events: [] }, { events: ['This list may not be empty.'] }],
      [
        { browser: 'netscape', events: [pageView('blog', V1)] },
        { browser: ['"netscape" is not a valid choice.'] },
      ],
      [
        { browser: 'chrome', events: [{ ...pageView('blog', V1), route: '/Lectuers/12/34' }] },
        { events: { 0: { route: ['Enter a valid value.'] } } },
      ],
      [
        { browser: 'chrome', events: [{ ...pageView('blog', '../../etc'), type: 'page_view' }] },
        { events: { 0: { version: ['Enter a valid value.'] } } },
      ],
      [
        {
          browser: 'chrome',
          events: [{ type: 'load_error', remote: 'blog', version: V1, route: '/Blog' }],
        },
        { events: { 0: { failure: ['This field is required.'] } } },
      ],
      [
        {
          browser: 'chrome',
          events: [{ type: 'vital', remote: 'blog', version: V1, route: '/Blog', metric: 'LCP' }],
        },
        { events: { 0: { value: ['This field is required.'] } } },
      ],
      [
        { browser: 'chrome', events: [vital('blog', V1, 'LCP', -5)] },
        { events: { 0: { value: ['Ensure this value is greater than or equal to 0.'] } } },
      ],
      [
        { browser: 'chrome', events: times(51, () => pageView('blog', V1)) },
        { events: ['Ensure this field has no more than 50 elements.'] },
      ],
    ];
    for (const [beacon, errors] of cases) {
      const response = await sendBeacon(ctx, { token, ...(beacon as Record<string, unknown>) });
      expect([beacon, response.statusCode, json(response)]).toEqual([beacon, 400, errors]);
    }
    const untokened = await sendBeacon(ctx, { browser: 'chrome', events: [pageView('blog', V1)] });
    expect([untokened.statusCode, json(untokened)]).toEqual([
      400,
      { token: ['This field is required.'] },
    ]);
    const broken = await sendBeacon(ctx, '{"browser": "chrome", "events": [');
    expect([broken.statusCode, json(broken)]).toEqual([
      400,
      { detail: 'JSON parse error - the request body is not valid JSON.' },
    ]);
    const xml = await sendBeacon(ctx, '<beacon/>', { contentType: 'application/xml' });
    expect(xml.statusCode).toBe(415);
    await ctx.app.telemetry.flush();
    expect(await rows()).toEqual([]);
  });

  test('a body over 8 KB is 413', async () => {
    const padded = { browser: 'chrome', events: [pageView('blog', V1)], padding: 'x'.repeat(9000) };
    const response = await sendBeacon(ctx, padded);
    expect([response.statusCode, json(response)]).toEqual([
      413,
      { detail: 'Request body is too large.' },
    ]);
  });

  test('unknown fields are dropped, and nothing about the sender is kept', async () => {
    const response = await sendBeacon(
      ctx,
      {
        token,
        browser: 'safari',
        user: 'learner@academy.com',
        events: [{ ...pageView('catalog', V1, '/'), email: 'learner@academy.com', path: '/x/12' }],
      },
      { ip: '203.0.113.9' },
    );
    expect(response.statusCode).toBe(204);
    await ctx.app.telemetry.flush();
    const stored = JSON.stringify(await rows('catalog'));
    expect(stored).toContain('"page_views":1');
    expect(stored).not.toMatch(/learner@academy\.com|203\.0\.113\.9|\/x\/12/);
  });
});

describe('aggregation', () => {
  test('counts per remote, version and 5-minute bucket; flushes and instances add up', async () => {
    clock.advance(600); // a fresh bucket
    await sendEvents(ctx, [
      ...times(10, () => pageView('blog', V1)),
      loadError('blog', V1, 'not_found'),
      loadError('blog', V1, 'version_skew'),
      renderError('blog', V1),
      vital('blog', V1, 'LCP', 1800),
      vital('blog', V1, 'LCP', 2600),
      vital('blog', V1, 'INP', 120),
      vital('blog', V1, 'CLS', 0.05),
    ]);
    await ctx.app.telemetry.flush();
    // The same bucket again, written by a second flush (as another instance would): added.
    await sendEvents(ctx, [
      ...times(5, () => pageView('blog', V1)),
      loadError('blog', V1, 'network'),
    ]);
    await ctx.app.telemetry.flush();
    clock.advance(300);
    await sendEvents(
      ctx,
      times(3, () => pageView('blog', V1, '/Blog')),
    );
    await ctx.app.telemetry.flush();

    const [first, second] = await rows();
    expect(first).toMatchObject({
      page_views: 15,
      error_count: 4,
      errors: { not_found: 1, version_skew: 1, render: 1, network: 1 },
      routes: { '/Blog': 15 },
      browsers: { chrome: 15 },
    });
    expect(second).toMatchObject({ page_views: 3, error_count: 0 });
    expect(second!.bucket_start.getTime() - first!.bucket_start.getTime()).toBe(300_000);
    expect(first!.lcp_histogram.reduce((a, b) => a + b, 0)).toBe(2);
  });

  test('the releases page reads each version health over the last hour', async () => {
    const tokens = await roleTokens(ctx);
    const site = makeSiteFolder(path.join(ctx.tmpDir, 'dist'), { blog: [V1] }, { blog: V1 });
    addVersionFolder(site, 'blog', V1);
    expect((await registerDeploy(ctx, site, 'blog', V1)).code).toBe(0);
    const overview = json<ReleasesOverview>(
      await ctx.request({ method: 'GET', url: '/api/admin/releases/', token: tokens.admin }),
    );
    const health = overview.remotes.find((r) => r.remote === 'blog')!.versions[0]!.health;
    expect(health).toEqual({
      page_views: 18,
      errors: 4,
      errors_per_1000: 222.2,
      // Two LCPs (1.8 s, 2.6 s): the p75 is the second, read as its bucket's upper bound.
      lcp_p75_ms: HISTOGRAM_BOUNDS[bucketIndex(2600)],
      inp_p75_ms: HISTOGRAM_BOUNDS[bucketIndex(120)],
      cls_p75: (HISTOGRAM_BOUNDS[bucketIndex(50)] as number) / 1000,
    });
    expect(health.lcp_p75_ms).toBeGreaterThanOrEqual(2600);
    expect(health.lcp_p75_ms).toBeLessThanOrEqual(2600 * 1.15);

    // An hour and more later, those buckets are out of the window.
    clock.advance(3900);
    const later = json<ReleasesOverview>(
      await ctx.request({ method: 'GET', url: '/api/admin/releases/', token: tokens.admin }),
    );
    expect(later.remotes.find((r) => r.remote === 'blog')!.versions[0]!.health.page_views).toBe(0);
  });

  test('events of a remote the page load was not served are refused, and nothing is kept', async () => {
    const response = await sendBeacon(ctx, {
      token,
      browser: 'chrome',
      events: [pageView('blog', V1), pageView('nosuchremote', V1)],
    });
    expect([response.statusCode, json(response)]).toEqual([
      400,
      { events: { 1: { version: ['This page load was not served this version.'] } } },
    ]);
    expect(ctx.app.telemetry.buffer.size).toBe(0);
    await ctx.app.telemetry.flush();
    expect(await rows('nosuchremote')).toEqual([]);
  });
});

describe('a flood of beacons', () => {
  let flooded: TestContext;
  beforeAll(async () => {
    flooded = await createTestApp({ env: { RATE_LIMIT_TELEMETRY_MAX: '20' } });
    await registerVersions(flooded, { blog: [V1] });
  });
  afterAll(async () => {
    await flooded.close();
  });

  test('is answered 429 past the limit per address, and the site’s reads keep answering', async () => {
    const beacon = {
      token: await pageLoadToken(flooded, { blog: V1 }),
      browser: 'chrome',
      events: [pageView('blog', V1)],
    };
    const statuses: number[] = [];
    for (let sent = 0; sent < 200; sent += 1) {
      statuses.push((await sendBeacon(flooded, beacon, { ip: '198.51.100.7' })).statusCode);
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(180);
    // Another address is not held back by the first one's flood.
    const other = { ...beacon, token: await pageLoadToken(flooded, { blog: V1 }) };
    expect((await sendBeacon(flooded, other, { ip: '198.51.100.8' })).statusCode).toBe(204);
    const reads = await Promise.all([
      flooded.request({ method: 'GET', url: '/api/courses/' }),
      flooded.request({ method: 'GET', url: '/api/blogs/' }),
      flooded.request({ method: 'GET', url: '/api/health' }),
    ]);
    expect(reads.map((read) => read.statusCode)).toEqual([200, 200, 200]);
    await flooded.app.telemetry.flush();
    const { rows: counted } = await flooded.db.query<{ page_views: number }>(
      'SELECT sum(page_views)::int AS page_views FROM telemetry_buckets',
    );
    // One page view per page load, however often its token comes back.
    expect(counted[0]?.page_views).toBe(2);
  });
});
