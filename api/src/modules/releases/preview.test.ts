import path from 'node:path';
import type { PreviewGrant, PreviewLink } from '@academy/contract';
import { json } from '../../test/helpers';
import { adminSuite } from '../../test/admin-test-kit';
import { entry, makeSiteFolder, MovableClock, registerDeploy } from './release-test-kit';

// Previews (issue 39): staff open the site with any registered version of a remote through a
// signed, expiring link; the link opens nothing for a learner or a visitor, and what everyone
// else is served does not change.

const clock = new MovableClock();
const { ctx, tokens, expectStaffOnly } = adminSuite({ services: { clock } });
const [V1, V2] = ['1.0.0-aaaaaaaaaa', '1.0.0-bbbbbbbbbb'];

beforeAll(async () => {
  const site = makeSiteFolder(path.join(ctx.tmpDir, 'dist'), { blog: [V1, V2] }, { blog: V1 });
  expect((await registerDeploy(ctx, site, 'blog', V1)).code).toBe(0);
});

const askLink = (payload: Record<string, unknown>, token?: string) =>
  ctx.request({ method: 'POST', url: '/api/releases/preview-links/', payload, token });
const open = (link: string, token?: string) =>
  ctx.request({
    method: 'GET',
    url: `/api/releases/preview/?token=${encodeURIComponent(link)}`,
    token,
  });

test('staff and admins get a signed link to any registered version; learners and visitors do not', async () => {
  await expectStaffOnly({
    method: 'POST',
    url: '/api/releases/preview-links/',
    payload: { remote: 'blog', version: V2 },
  });
  for (const token of [tokens.staff, tokens.admin]) {
    const answer = await askLink({ remote: 'blog', version: V2 }, token);
    expect(answer.statusCode).toBe(200);
    const link = json<PreviewLink>(answer);
    expect(link.path).toBe(`/?preview=${encodeURIComponent(link.token)}`);
    expect(Date.parse(link.expires_at) - clock.now().getTime()).toBe(60 * 60 * 1000);
  }
  const unknown = await askLink({ remote: 'blog', version: '9.9.9-ffffffffff' }, tokens.staff);
  expect([unknown.statusCode, json(unknown)]).toEqual([
    404,
    { detail: 'No version 9.9.9-ffffffffff of blog is registered.' },
  ]);
  const bad = await askLink({ remote: 'nope', version: V2 }, tokens.staff);
  expect([bad.statusCode, json(bad)]).toEqual([400, { remote: ['Unknown remote.'] }]);
});

test('the link opens the version for staff only, and the manifest others get is unchanged', async () => {
  const { token } = json<PreviewLink>(await askLink({ remote: 'blog', version: V2 }, tokens.staff));
  const grant = await open(token, tokens.staff);
  expect(grant.statusCode).toBe(200);
  expect(json<PreviewGrant>(grant)).toMatchObject({
    remote: 'blog',
    version: V2,
    entry: entry('blog', V2),
  });
  expect(grant.headers['cache-control']).toBe('no-store');
  expect((await open(token, tokens.admin)).statusCode).toBe(200);
  const learner = await open(token, tokens.learner);
  expect([learner.statusCode, json(learner)]).toEqual([
    403,
    { detail: 'You do not have permission to perform this action.' },
  ]);
  expect((await open(token)).statusCode).toBe(401);
  expect(json(await ctx.request({ method: 'GET', url: '/api/remotes.json' }))).toEqual({
    blog: entry('blog', V1),
  });
});

test('a tampered or expired link is refused with a clear message', async () => {
  const { token } = json<PreviewLink>(await askLink({ remote: 'blog', version: V2 }, tokens.staff));
  const [payload, signature] = token.split('.') as [string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  const otherVersion = Buffer.from(JSON.stringify({ ...claims, v: V1 })).toString('base64url');
  for (const tampered of [
    `${otherVersion}.${signature}`,
    `${payload}.x${signature.slice(1)}`,
    'nonsense',
  ]) {
    const answer = await open(tampered, tokens.staff);
    expect([answer.statusCode, json(answer)]).toEqual([
      400,
      { token: ['This preview link is not valid.'] },
    ]);
  }
  // Valid up to its last second; at one hour exactly it has expired.
  clock.advance(60 * 60 - 1);
  expect((await open(token, tokens.staff)).statusCode).toBe(200);
  clock.advance(1);
  const expired = await open(token, tokens.staff);
  expect([expired.statusCode, json(expired)]).toEqual([
    400,
    { token: ['This preview link has expired.'] },
  ]);
});
