import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteReleases, ReleasesOverview } from '@academy/contract';
import { createTestApp, json, type TestContext } from '../../test/helpers';
import { roleTokens, type RoleTokens } from '../../test/admin-test-kit';
import {
  addVersionFolder,
  entry,
  makeSiteFolder,
  readStaticManifest,
  writeStaticManifest,
} from './release-test-kit';

// One machine (npm start: the Node server on PGlite serves dist/): npm run deploy writes the
// folder while the API runs, and the API takes it in; a flip made on the releases page is written
// back into dist/remotes.json, so the static manifest and the database never disagree.

let ctx: TestContext;
let tokens: RoleTokens;
let site: string;

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-site-'));
  site = makeSiteFolder(
    dir,
    { blog: ['1.0.0-aaaaaaaaaa'], catalog: ['1.0.0-1111111111'] },
    { blog: '1.0.0-aaaaaaaaaa', catalog: '1.0.0-1111111111' },
  );
  ctx = await createTestApp({ env: { SITE_DIR: site } });
  tokens = await roleTokens(ctx);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(site, { recursive: true, force: true });
});

const page = async (url: string) => ctx.request({ method: 'GET', url });
const blog = async () =>
  json<ReleasesOverview>(
    await ctx.request({ method: 'GET', url: '/api/admin/releases/', token: tokens.admin }),
  ).remotes.find((r) => r.remote === 'blog') as RemoteReleases;

/** What npm run deploy does to the folder on this machine (with no DATABASE_URL). */
function scriptDeploys(version: string, by: string) {
  addVersionFolder(site, 'blog', version, 2000);
  fs.writeFileSync(
    path.join(site, 'remotes.releases.json'),
    JSON.stringify({
      blog: {
        [version]: { deployed_at: '2026-10-30T08:00:00.000Z', deployed_by: by, size_bytes: 1234 },
      },
    }),
  );
  const history = JSON.parse(fs.readFileSync(path.join(site, 'remotes.history.json'), 'utf8'));
  fs.writeFileSync(
    path.join(site, 'remotes.history.json'),
    JSON.stringify({ ...history, blog: [...history.blog, version] }),
  );
  writeStaticManifest(site, { ...currentLines(), blog: version });
}

const currentLines = () =>
  Object.fromEntries(
    Object.entries(readStaticManifest(site)).map(([remote, url]) => [remote, url.split('/')[3]]),
  ) as Record<string, string>;

test('the page loads the static manifest, now answered from the database it was taken into', async () => {
  fs.writeFileSync(
    path.join(site, 'remotes.history.json'),
    JSON.stringify({ blog: ['1.0.0-aaaaaaaaaa'], catalog: ['1.0.0-1111111111'] }),
  );
  const response = await page('/remotes.json');
  expect(response.statusCode).toBe(200);
  expect(json(response)).toEqual({
    blog: entry('blog', '1.0.0-aaaaaaaaaa'),
    catalog: entry('catalog', '1.0.0-1111111111'),
  });
  expect(response.headers.etag).toBeDefined();
  expect((await blog()).versions).toEqual([
    expect.objectContaining({ version: '1.0.0-aaaaaaaaaa', live: true, size_bytes: 1000 }),
  ]);
});

test('npm run deploy on this machine: the next page load gets the new version, with who deployed it', async () => {
  scriptDeploys('1.0.0-bbbbbbbbbb', 'sara');
  expect(json(await page('/remotes.json')).blog).toBe(entry('blog', '1.0.0-bbbbbbbbbb'));
  // The shell's plan (docs/releases.md#the-plan), served by the site too.
  expect(json(await page('/remotes.json?plan=1'))).toEqual({
    remotes: {
      blog: entry('blog', '1.0.0-bbbbbbbbbb'),
      catalog: entry('catalog', '1.0.0-1111111111'),
    },
    previous: { blog: entry('blog', '1.0.0-aaaaaaaaaa') },
    canaries: {},
  });
  const remote = await blog();
  expect(remote.versions.find((v) => v.version === '1.0.0-bbbbbbbbbb')).toMatchObject({
    deployed_by: 'sara',
    deployed_at: '2026-10-30T08:00:00.000Z',
    size_bytes: 1234,
    live: true,
  });
  expect(remote.flips[0]).toMatchObject({ cause: 'deploy', from_version: '1.0.0-aaaaaaaaaa' });
});

test('Roll back on the releases page is written into dist/remotes.json and its history', async () => {
  const response = await ctx.request({
    method: 'POST',
    url: '/api/admin/releases/blog/rollback/',
    payload: { from: '1.0.0-bbbbbbbbbb' },
    token: tokens.admin,
  });
  expect(json<RemoteReleases>(response).live_version).toBe('1.0.0-aaaaaaaaaa');
  expect(readStaticManifest(site)).toEqual({
    blog: entry('blog', '1.0.0-aaaaaaaaaa'),
    catalog: entry('catalog', '1.0.0-1111111111'),
  });
  expect(JSON.parse(fs.readFileSync(path.join(site, 'remotes.history.json'), 'utf8')).blog).toEqual(
    ['1.0.0-aaaaaaaaaa'],
  );
  // Reading it back changes nothing: the file and the database agree.
  expect(json(await page('/remotes.json')).blog).toBe(entry('blog', '1.0.0-aaaaaaaaaa'));
  expect((await blog()).flips[0]).toMatchObject({ cause: 'rollback', actor: 'admin@academy.com' });
});

test('npm run rollback on this machine is taken in as a rollback', async () => {
  scriptDeploys('1.0.0-cccccccccc', 'omar');
  expect(json(await page('/remotes.json')).blog).toBe(entry('blog', '1.0.0-cccccccccc'));
  // The script drops the version it leaves from the history, then flips the line.
  fs.writeFileSync(
    path.join(site, 'remotes.history.json'),
    JSON.stringify({ blog: ['1.0.0-aaaaaaaaaa'], catalog: ['1.0.0-1111111111'] }),
  );
  writeStaticManifest(site, { ...currentLines(), blog: '1.0.0-aaaaaaaaaa' });
  expect(json(await page('/remotes.json')).blog).toBe(entry('blog', '1.0.0-aaaaaaaaaa'));
  const remote = await blog();
  expect(remote.flips[0]).toMatchObject({
    cause: 'rollback',
    from_version: '1.0.0-cccccccccc',
    version: '1.0.0-aaaaaaaaaa',
  });
  expect(remote.previous_version).toBeNull();
});

test('a static manifest older than the database flip does not override it', async () => {
  await ctx.request({
    method: 'POST',
    url: '/api/admin/releases/blog/make-live/',
    payload: { version: '1.0.0-cccccccccc' },
    token: tokens.admin,
  });
  // A stale copy of the file put back (a restore from backup): older than the flip.
  writeStaticManifest(site, { ...currentLines(), blog: '1.0.0-bbbbbbbbbb' });
  const past = new Date(Date.now() - 3600_000);
  fs.utimesSync(path.join(site, 'remotes.json'), past, past);
  expect(json(await page('/remotes.json')).blog).toBe(entry('blog', '1.0.0-cccccccccc'));
});
