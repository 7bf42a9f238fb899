import path from 'node:path';
import type { ReleasesOverview, RemoteReleases } from '@academy/contract';
import { json } from '../../test/helpers';
import { adminSuite } from '../../test/admin-test-kit';
import { entry, makeSiteFolder, registerDeploy } from './release-test-kit';

// The releases as data (issue 23): npm run deploy registers what it published, the manifest is
// answered from the database, and admins make a version live or roll back from the releases page.

const { ctx, tokens, expectStaffOnly, latestAudit } = adminSuite();
let site: string;

beforeAll(async () => {
  site = makeSiteFolder(
    path.join(ctx.tmpDir, 'dist'),
    {
      blog: ['1.0.0-aaaaaaaaaa', '1.0.0-bbbbbbbbbb', '1.0.0-cccccccccc'],
      catalog: ['1.0.0-1111111111'],
    },
    { blog: '1.0.0-aaaaaaaaaa', catalog: '1.0.0-1111111111' },
  );
});
const manifest = () => ctx.request({ method: 'GET', url: '/api/remotes.json' });
const overview = (token = tokens.admin) =>
  ctx.request({ method: 'GET', url: '/api/admin/releases/', token });
const makeLive = (remote: string, version: string, token = tokens.admin) =>
  ctx.request({
    method: 'POST',
    url: `/api/admin/releases/${remote}/make-live/`,
    payload: { version },
    token,
  });
const rollBack = (remote: string, from: string, token = tokens.admin) =>
  ctx.request({
    method: 'POST',
    url: `/api/admin/releases/${remote}/rollback/`,
    payload: { from },
    token,
  });
const blogOf = (body: string) =>
  (JSON.parse(body) as ReleasesOverview).remotes.find((r) => r.remote === 'blog') as RemoteReleases;

test('with no release registered the API has no manifest (404): nginx serves the static file', async () => {
  const response = await manifest();
  expect([response.statusCode, json(response)]).toEqual([
    404,
    { detail: 'No remote version is registered in the database.' },
  ]);
});

test('npm run deploy registers the version folders and flips the line; the manifest follows, with an ETag', async () => {
  const { code, lines } = await registerDeploy(ctx, site, 'blog', '1.0.0-bbbbbbbbbb');
  expect([code, lines.at(-1)]).toEqual([0, 'live blog 1.0.0-bbbbbbbbbb']);
  const response = await manifest();
  expect(response.statusCode).toBe(200);
  // The first registration brought the other lines of the static manifest along.
  expect(json(response)).toEqual({
    blog: entry('blog', '1.0.0-bbbbbbbbbb'),
    catalog: entry('catalog', '1.0.0-1111111111'),
  });
  expect(response.headers['cache-control']).toBe('no-cache');
  const again = await ctx.request({
    method: 'GET',
    url: '/api/remotes.json',
    headers: { 'if-none-match': String(response.headers.etag) },
  });
  expect(again.statusCode).toBe(304);

  const blog = blogOf((await overview()).body);
  expect(blog.live_version).toBe('1.0.0-bbbbbbbbbb');
  expect(blog.previous_version).toBe('1.0.0-aaaaaaaaaa');
  expect(blog.versions.map((v) => [v.version, v.live, v.size_bytes])).toEqual(
    expect.arrayContaining([
      ['1.0.0-bbbbbbbbbb', true, 1000],
      ['1.0.0-aaaaaaaaaa', false, 1000],
      ['1.0.0-cccccccccc', false, 1000],
    ]),
  );
  expect(blog.flips[0]).toMatchObject({
    from_version: '1.0.0-aaaaaaaaaa',
    version: '1.0.0-bbbbbbbbbb',
    cause: 'deploy',
    actor: expect.stringMatching(/^npm run deploy \(.+\)$/),
  });
  const [audit] = await latestAudit('releases');
  expect(audit).toMatchObject({
    actor_email: expect.stringMatching(/^npm run deploy/),
    action: 'update',
    entity_id: 'blog',
    changes: { live: ['1.0.0-aaaaaaaaaa', '1.0.0-bbbbbbbbbb'], cause: 'deploy' },
  });
});

test('the releases page API is for admins: 401 visitor, 403 learner and staff, nothing changed', async () => {
  for (const call of [
    { method: 'GET' as const, url: '/api/admin/releases/' },
    {
      method: 'POST' as const,
      url: '/api/admin/releases/blog/make-live/',
      payload: { version: '1.0.0-cccccccccc' },
    },
    {
      method: 'POST' as const,
      url: '/api/admin/releases/blog/rollback/',
      payload: { from: '1.0.0-bbbbbbbbbb' },
    },
  ]) {
    await expectStaffOnly(call);
    const staff = await ctx.request({ ...call, token: tokens.staff });
    expect([call.url, staff.statusCode, json(staff)]).toEqual([
      call.url,
      403,
      { detail: 'Only an admin can do this.' },
    ]);
  }
  expect(json(await manifest()).blog).toBe(entry('blog', '1.0.0-bbbbbbbbbb'));
});

test('Make live: bad input is 400/404, the same version twice changes nothing, audited under the admin', async () => {
  const bad = await makeLive('blog', '../etc');
  expect([bad.statusCode, json(bad)]).toEqual([400, { version: ['Enter a valid value.'] }]);
  const unknown = await makeLive('blog', '9.9.9-ffffffffff');
  expect([unknown.statusCode, json(unknown)]).toEqual([
    404,
    { detail: 'No version 9.9.9-ffffffffff of blog is registered.' },
  ]);
  expect((await makeLive('nosuchremote', '1.0.0-aaaaaaaaaa')).statusCode).toBe(404);

  const made = await makeLive('blog', '1.0.0-cccccccccc');
  expect(made.statusCode).toBe(200);
  expect(json<RemoteReleases>(made)).toMatchObject({
    live_version: '1.0.0-cccccccccc',
    previous_version: '1.0.0-bbbbbbbbbb',
  });
  expect(json(await manifest()).blog).toBe(entry('blog', '1.0.0-cccccccccc'));
  const flips = json<RemoteReleases>(made).flips.length;
  const again = await makeLive('blog', '1.0.0-cccccccccc');
  expect(json<RemoteReleases>(again).flips).toHaveLength(flips);
  const [audit] = await latestAudit('releases');
  expect(audit).toMatchObject({
    actor_email: 'admin@academy.com',
    changes: { live: ['1.0.0-bbbbbbbbbb', '1.0.0-cccccccccc'], cause: 'make-live' },
  });
});

test('Roll back walks back one version per click, a repeated click changes nothing, 409 at the start', async () => {
  const first = await rollBack('blog', '1.0.0-cccccccccc');
  expect(json<RemoteReleases>(first)).toMatchObject({
    live_version: '1.0.0-bbbbbbbbbb',
    previous_version: '1.0.0-aaaaaaaaaa',
  });
  // The same click arriving twice (or two admins at once): still one step.
  const repeated = await rollBack('blog', '1.0.0-cccccccccc');
  expect(json<RemoteReleases>(repeated).live_version).toBe('1.0.0-bbbbbbbbbb');
  const second = await rollBack('blog', '1.0.0-bbbbbbbbbb');
  expect(json<RemoteReleases>(second)).toMatchObject({
    live_version: '1.0.0-aaaaaaaaaa',
    previous_version: null,
  });
  const none = await rollBack('blog', '1.0.0-aaaaaaaaaa');
  expect([none.statusCode, json(none)]).toEqual([
    409,
    { detail: 'blog has no earlier version to roll back to.' },
  ]);
  const [audit] = await latestAudit('releases');
  expect(audit).toMatchObject({
    actor_email: 'admin@academy.com',
    changes: { live: ['1.0.0-bbbbbbbbbb', '1.0.0-aaaaaaaaaa'], cause: 'rollback' },
  });
  expect(json(await manifest()).blog).toBe(entry('blog', '1.0.0-aaaaaaaaaa'));
});

test('the flips table refuses to rewrite history', async () => {
  await expect(ctx.db.query('DELETE FROM remote_flips')).rejects.toThrow(
    /never updated or deleted/,
  );
});

test('a remote with nothing registered is listed with no version, and cannot be rolled back', async () => {
  const exam = json<ReleasesOverview>(await overview()).remotes.find((r) => r.remote === 'exam');
  expect(exam).toMatchObject({ live_version: null, previous_version: null, versions: [] });
  const response = await rollBack('exam', '1.0.0-aaaaaaaaaa');
  expect(response.statusCode).toBe(409);
});
