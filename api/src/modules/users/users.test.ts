import { createHmac } from 'node:crypto';
import { json, LEARNER, NEWBIE, TEST_SECRET } from '../../test/helpers';
import { appSuite } from '../../test/suite';

function token(payload: Record<string, unknown>, secret = TEST_SECRET, alg = 'HS256'): string {
  const header = Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url');
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature =
    alg === 'none'
      ? ''
      : createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

let learnerId: number;
let newbieId: number;
const ctx = appSuite();
beforeAll(async () => {
  learnerId = await ctx.userId(LEARNER);
  newbieId = await ctx.userId(NEWBIE);
});
test('GET /api/users/{id}/ answers the token user profile (with and without trailing slash)', async () => {
  for (const url of [`/api/users/${learnerId}/`, `/api/users/${learnerId}`]) {
    const res = await ctx.request({ method: 'GET', url, token: ctx.tokenFor(learnerId) });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      id: learnerId,
      user_id: learnerId,
      username: 'learner',
      email: LEARNER,
      role: 'learner',
    });
  }
});

test("another user's id is refused with 403", async () => {
  const res = await ctx.request({
    method: 'GET',
    url: `/api/users/${newbieId}/`,
    token: ctx.tokenFor(learnerId),
  });
  expect(res.statusCode).toBe(403);
  expect(json(res)).toEqual({ detail: 'You do not have permission to perform this action.' });
});

test('no token answers 401', async () => {
  const res = await ctx.request({ method: 'GET', url: `/api/users/${learnerId}/` });
  expect(res.statusCode).toBe(401);
  expect(json(res)).toEqual({ detail: 'Authentication credentials were not provided.' });
});

test('forged, unsigned, expired, malformed and wrong-scheme tokens answer 401', async () => {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    user_id: learnerId,
    token_type: 'access',
    jti: 'users-test-token',
    iat: now,
    pwv: 0,
    exp: now + 3600,
  };
  const { exp: _exp, ...withoutExpiry } = claims;
  const bad = [
    `Bearer ${token(claims, 'another-secret-another-secret-another-secret')}`,
    `Bearer ${token(claims, '', 'none')}`,
    `Bearer ${token({ ...claims, exp: now - 10 })}`,
    `Bearer ${token(withoutExpiry)}`,
    `Bearer ${token({ ...claims, token_type: 'refresh' })}`,
    `Bearer ${token({ ...claims, user_id: String(learnerId) })}`,
    `Bearer ${token({ ...claims, user_id: 999999 })}`,
    'Bearer not-a-token',
    'Bearer a.b.c',
    `Basic ${Buffer.from('learner:Academy2023').toString('base64')}`,
    `Token ${ctx.tokenFor(learnerId)}`,
    `Bearer ${ctx.tokenFor(learnerId)}x`,
  ];
  for (const authorization of bad) {
    const res = await ctx.request({
      method: 'GET',
      url: `/api/users/${learnerId}/`,
      headers: { authorization },
    });
    expect([authorization, res.statusCode]).toEqual([authorization, 401]);
    expect(json(res)).toHaveProperty('detail');
  }
  // The same claims, correctly signed, are accepted.
  const good = await ctx.request({
    method: 'GET',
    url: `/api/users/${learnerId}/`,
    headers: { authorization: `Bearer ${token(claims)}` },
  });
  expect(good.statusCode).toBe(200);
});

test('ids that are not plain numbers, including injection strings, answer 404', async () => {
  for (const id of [
    "1' OR '1'='1",
    '1;DROP TABLE users',
    '-1',
    '0',
    '1.5',
    'abc',
    '99999999999',
    '%00',
  ]) {
    const res = await ctx.request({
      method: 'GET',
      url: `/api/users/${encodeURIComponent(id)}/`,
      token: ctx.tokenFor(learnerId),
    });
    expect([id, res.statusCode]).toEqual([id, 404]);
    expect(json(res)).toEqual({ detail: 'Not found.' });
  }
  const { rows } = await ctx.db.query('SELECT count(*)::int AS n FROM users');
  expect(rows[0]).toEqual({ n: 4 });
});

test('the profile includes the role, read from the database (docs/design/back-office.md#roles)', async () => {
  const staffId = await ctx.userId('staff@academy.com');
  const profile = async () =>
    json(
      await ctx.request({
        method: 'GET',
        url: `/api/users/${staffId}/`,
        token: ctx.tokenFor(staffId),
      }),
    );
  expect(await profile()).toMatchObject({ id: staffId, email: 'staff@academy.com', role: 'staff' });
  await ctx.db.query("UPDATE users SET role = 'admin' WHERE id = $1", [staffId]);
  expect(await profile()).toMatchObject({ role: 'admin' });
  await ctx.db.query("UPDATE users SET role = 'staff' WHERE id = $1", [staffId]);
});

test('login hands the role to the UI as a hint in the token', async () => {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/login/',
    payload: { email: 'admin@academy.com', password: 'Academy2023' },
  });
  expect(res.statusCode).toBe(200);
  const { access } = json<{ access: string }>(res);
  const payload = JSON.parse(
    Buffer.from(access.split('.')[1] as string, 'base64url').toString('utf8'),
  ) as Record<string, unknown>;
  expect(payload).toMatchObject({ user_id: await ctx.userId('admin@academy.com'), role: 'admin' });
});
