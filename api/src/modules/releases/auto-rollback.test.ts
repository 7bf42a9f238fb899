import path from 'node:path';
import type { ReleasesOverview, RemoteReleases } from '@academy/contract';
import { json } from '../../test/helpers';
import { adminSuite } from '../../test/admin-test-kit';
import {
  loadError,
  pageView,
  renderError,
  sendEvents,
  times,
} from '../telemetry/telemetry-test-kit';
import { entry, makeSiteFolder, MovableClock, registerDeploy } from './release-test-kit';

// Automatic rollback (issue 23), opt-in per remote: a version made live in the last 30 minutes
// whose error rate passes the threshold over enough page views is flipped back by the API, which
// says why in the audit log and on the releases page. The clock is the test's (services.clock).

const clock = new MovableClock();
const { ctx, tokens, latestAudit } = adminSuite({
  services: { clock },
  env: {
    AUTO_ROLLBACK_REMOTES: 'blog',
    AUTO_ROLLBACK_MAX_ERRORS_PER_1000: '50',
    AUTO_ROLLBACK_MIN_PAGE_VIEWS: '40',
    AUTO_ROLLBACK_WINDOW: '30m',
  },
});
const [V1, V2, V3, V4] = [
  '1.0.0-aaaaaaaaaa',
  '1.0.0-bbbbbbbbbb',
  '1.0.0-cccccccccc',
  '1.0.0-dddddddddd',
];

beforeAll(async () => {
  const site = makeSiteFolder(
    path.join(ctx.tmpDir, 'dist'),
    { blog: [V1, V2, V3, V4], catalog: [V1, V2] },
    { blog: V1, catalog: V1 },
  );
  expect((await registerDeploy(ctx, site, 'blog', V1)).code).toBe(0);
  clock.advance(60);
});
const makeLive = (remote: string, version: string) =>
  ctx.request({
    method: 'POST',
    url: `/api/admin/releases/${remote}/make-live/`,
    payload: { version },
    token: tokens.admin,
  });
const liveOf = async (remote: string) =>
  (json(await ctx.request({ method: 'GET', url: '/api/remotes.json' })) as Record<string, string>)[
    remote
  ];
const releasesOf = async (remote: string) =>
  json<ReleasesOverview>(
    await ctx.request({ method: 'GET', url: '/api/admin/releases/', token: tokens.admin }),
  ).remotes.find((r) => r.remote === remote) as RemoteReleases;

/** Page views and errors of a version, as browsers would send them, then the flush. */
async function field(remote: string, version: string, pageViews: number, errors: number) {
  await sendEvents(ctx, [
    ...times(pageViews, () => pageView(remote, version)),
    ...times(errors, (n) => (n % 2 ? renderError(remote, version) : loadError(remote, version))),
  ]);
  await ctx.app.telemetry.flush();
}

test('a new version failing in the field is rolled back by itself, with the reason recorded', async () => {
  expect((await makeLive('blog', V2)).statusCode).toBe(200);
  clock.advance(120);
  // 1 error in 40 page views: 25 per 1,000, under the threshold of 50.
  await field('blog', V2, 40, 1);
  expect(await liveOf('blog')).toBe(entry('blog', V2));
  clock.advance(120);
  // 5 more: 6 in 40 = 150 per 1,000.
  await field('blog', V2, 0, 5);
  expect(await liveOf('blog')).toBe(entry('blog', V1));

  const blog = await releasesOf('blog');
  expect(blog.live_version).toBe(V1);
  expect(blog.flips[0]).toEqual(
    expect.objectContaining({
      from_version: V2,
      version: V1,
      cause: 'auto-rollback',
      actor: 'auto-rollback',
      reason: '6 errors in 40 page views (150 per 1,000, above 50) within 4 min of going live',
    }),
  );
  expect(blog.versions.find((v) => v.version === V2)?.health).toMatchObject({
    page_views: 40,
    errors: 6,
    errors_per_1000: 150,
  });
  const [audit] = await latestAudit('releases');
  expect(audit).toMatchObject({
    actor_email: 'auto-rollback',
    changes: {
      live: [V2, V1],
      cause: 'auto-rollback',
      reason: '6 errors in 40 page views (150 per 1,000, above 50) within 4 min of going live',
    },
  });
});

test('under the minimum of page views it waits for more, then decides', async () => {
  await makeLive('blog', V3);
  clock.advance(60);
  await field('blog', V3, 10, 10);
  expect(await liveOf('blog')).toBe(entry('blog', V3));
  await field('blog', V3, 30, 0);
  // 10 errors in 40 page views: 250 per 1,000.
  expect(await liveOf('blog')).toBe(entry('blog', V1));
});

test('a version live for longer than the window is left alone', async () => {
  await makeLive('blog', V4);
  clock.advance(31 * 60);
  await field('blog', V4, 40, 20);
  expect(await liveOf('blog')).toBe(entry('blog', V4));
  expect((await releasesOf('blog')).flips[0]?.cause).toBe('make-live');
});

test('a remote that has not opted in is never rolled back by the API', async () => {
  await makeLive('catalog', V2);
  clock.advance(60);
  await field('catalog', V2, 40, 40);
  expect(await liveOf('catalog')).toBe(entry('catalog', V2));
  const catalog = await releasesOf('catalog');
  expect(catalog.auto_rollback).toEqual({
    enabled: false,
    max_errors_per_1000: 50,
    min_page_views: 40,
    window_minutes: 30,
  });
  expect((await releasesOf('blog')).auto_rollback.enabled).toBe(true);
});
