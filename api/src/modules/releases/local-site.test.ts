import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteReleases } from '@academy/contract';
import { writeLocalSite } from '../../../../tools/standins/index.cjs';
import { createTestApp, json, type TestContext } from '../../test/helpers';
import { roleTokens, type RoleTokens } from '../../test/admin-test-kit';
import { addVersionFolder, entry, makeSiteFolder, readStaticManifest } from './release-test-kit';

// Issue 35 item 8: npm start serves the build through a linked folder (.data/local-site, its own
// config.json for the local stand-ins; scripts/start.mjs). A deploy in dist/ and a flip on the
// releases page must both move the one manifest the site serves (docs/deployment.md).

const [V1, V2, V3] = ['1.0.0-aaaaaaaaaa', '1.0.0-bbbbbbbbbb', '1.0.0-cccccccccc'];
let ctx: TestContext;
let tokens: RoleTokens;
let dist: string;
let served: string;

let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-local-site-'));
  dist = makeSiteFolder(path.join(dir, 'dist'), { blog: [V1] }, { blog: V1 });
  fs.writeFileSync(path.join(dist, 'remotes.history.json'), JSON.stringify({ blog: [V1] }));
  fs.writeFileSync(path.join(dist, 'config.json'), '{}');
  served = writeLocalSite({
    siteDir: dist,
    dir: path.join(dir, 'local-site'),
    standIns: {
      paypal: { clientId: 'local', sdkBaseUrl: 'http://127.0.0.1:1' },
      geolocation: { ipLookupUrl: 'http://127.0.0.1:1', countryLookupUrl: 'http://127.0.0.1:1' },
    } as Parameters<typeof writeLocalSite>[0]['standIns'],
  });
  ctx = await createTestApp({ env: { SITE_DIR: served } });
  tokens = await roleTokens(ctx);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** What npm run deploy does to dist/ (scripts/lib/build-apps.mjs): a folder, then an atomic rename. */
function scriptDeploys(version: string) {
  addVersionFolder(dist, 'blog', version);
  const manifest = readStaticManifest(dist);
  manifest.blog = entry('blog', version);
  const temporary = path.join(dist, `remotes.json.${process.pid}.tmp`);
  fs.writeFileSync(temporary, JSON.stringify(manifest));
  fs.renameSync(temporary, path.join(dist, 'remotes.json'));
}

const servedBlog = async () =>
  (json(await ctx.request({ method: 'GET', url: '/remotes.json' })) as Record<string, string>).blog;

test('a deploy and a releases-page flip move the one manifest npm start serves', async () => {
  expect(await servedBlog()).toBe(entry('blog', V1));
  scriptDeploys(V2);
  expect(await servedBlog()).toBe(entry('blog', V2));

  const rolledBack = await ctx.request({
    method: 'POST',
    url: '/api/admin/releases/blog/rollback/',
    payload: { from: V2 },
    token: tokens.admin,
  });
  expect(json<RemoteReleases>(rolledBack).live_version).toBe(V1);
  // Written into the build's manifest, not into a copy beside it.
  expect(readStaticManifest(dist).blog).toBe(entry('blog', V1));
  expect(fs.lstatSync(path.join(served, 'remotes.json')).isSymbolicLink()).toBe(true);
  expect(await servedBlog()).toBe(entry('blog', V1));

  // The next deploy still reaches the running site.
  scriptDeploys(V3);
  expect(await servedBlog()).toBe(entry('blog', V3));
});
