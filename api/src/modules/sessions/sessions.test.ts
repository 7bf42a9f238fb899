import { createHmac } from 'node:crypto';
import { DEMO_PASSWORD, json, LEARNER, TEST_SECRET } from '../../test/helpers';
import { appSuite } from '../../test/suite';

/**
 * Sessions end (docs/design/api.md#authentication-and-sessions): POST /api/logout/ revokes the
 * token and expires the media pass; a password change refuses every token issued before it; a token
 * must carry `exp`.
 */

let learnerId: number;
let pmp: number;
let lesson: number;
const ctx = appSuite();
beforeAll(async () => {
  learnerId = await ctx.userId(LEARNER);
  pmp = await ctx.courseId('pmp');
  lesson = await ctx.lessonId('pmp-lec-1');
});
async function logIn(password = DEMO_PASSWORD): Promise<string> {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/login/',
    payload: { email: LEARNER, password },
  });
  expect(res.statusCode).toBe(200);
  return json<{ access: string }>(res).access;
}

const profile = (token: string) =>
  ctx.request({ method: 'GET', url: `/api/users/${learnerId}/`, token });
const logOut = (token?: string) =>
  ctx.request({ method: 'POST', url: '/api/logout/', ...(token ? { token } : {}) });

/** Opens the lesson: its video URL and the media pass cookie the browser then holds. */
async function openLesson(token: string): Promise<{ video: string; cookie: string }> {
  const res = await ctx.request({ method: 'GET', url: `/api/courses/${pmp}/${lesson}/`, token });
  expect(res.statusCode).toBe(200);
  const cookie = String(res.headers['set-cookie']).split(';')[0] as string;
  return { video: json<{ video_file: string }>(res).video_file, cookie };
}
const stream = (media: { video: string; cookie: string }) =>
  ctx.request({ method: 'GET', url: media.video, headers: { cookie: media.cookie } });

/** An HS256 token signed with the test secret, with exactly these claims. */
function signedToken(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  const signature = createHmac('sha256', TEST_SECRET).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

test('staff and admin log out like anyone: their token is refused afterwards', async () => {
  for (const email of ['staff@academy.com', 'admin@academy.com']) {
    const token = ctx.tokenFor(await ctx.userId(email));
    expect([email, (await logOut(token)).statusCode]).toEqual([email, 200]);
    expect([email, (await profile(token)).statusCode]).toEqual([email, 401]);
  }
});

test('a visitor gets 401 from POST /api/logout/', async () => {
  const res = await logOut();
  expect(res.statusCode).toBe(401);
  expect(json(res)).toEqual({ detail: 'Authentication credentials were not provided.' });
});

test('logout refuses the token from then on, expires the media pass and stops the video; other sessions go on', async () => {
  const token = await logIn();
  const otherDevice = await logIn();
  const media = await openLesson(token);
  expect((await stream(media)).statusCode).toBe(200);

  const res = await logOut(token);
  expect(res.statusCode).toBe(200);
  expect(json(res)).toEqual({ detail: 'Successfully logged out.' });
  expect(String(res.headers['set-cookie'])).toBe(
    'academy_media=; Path=/api/media/lessons/; Max-Age=0; HttpOnly; SameSite=Strict',
  );

  expect((await profile(token)).statusCode).toBe(401);
  expect((await logOut(token)).statusCode).toBe(401);
  // A browser that kept the pass anyway (or a copy of it) streams nothing more.
  const after = await stream(media);
  expect(after.statusCode).toBe(403);
  expect(after.rawPayload.length).toBeLessThan(200);
  expect((await profile(otherDevice)).statusCode).toBe(200);
});

test('revocations live in the database until the token expires; expired ones are deleted', async () => {
  const token = await logIn();
  const { exp, jti } = JSON.parse(
    Buffer.from(token.split('.')[1] as string, 'base64url').toString(),
  ) as { exp: number; jti: string };
  await ctx.db.query(
    `INSERT INTO revoked_tokens (jti, user_id, expires_at)
     VALUES ('long-gone', $1, now() - interval '1 minute')`,
    [learnerId],
  );
  expect((await logOut(token)).statusCode).toBe(200);
  const { rows } = await ctx.db.query<{ jti: string; user_id: number; expires: number }>(
    'SELECT jti, user_id, extract(epoch FROM expires_at)::int AS expires FROM revoked_tokens',
  );
  expect(rows).toContainEqual({ jti, user_id: learnerId, expires: exp });
  expect(rows.map((row) => row.jti)).not.toContain('long-gone');
});

test('a password reset refuses tokens and media passes issued before it; a new login works', async () => {
  const before = await logIn();
  const media = await openLesson(before);
  await ctx.request({
    method: 'POST',
    url: '/api/auth/password/reset/send/',
    payload: { email: LEARNER },
  });
  const otp = 'known-otp-for-this-test';
  await ctx.db.query(
    `UPDATE password_resets SET otp_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')
     WHERE used_at IS NULL`,
    [otp],
  );
  const reset = await ctx.request({
    method: 'POST',
    url: '/api/auth/password/reset/confirm/',
    payload: { otp, new_password: 'Changed2026' },
  });
  expect(reset.statusCode).toBe(200);

  expect((await profile(before)).statusCode).toBe(401);
  expect((await stream(media)).statusCode).toBe(403);

  // A login right after the change (the same second, as a password manager does) holds.
  const after = await logIn('Changed2026');
  expect((await profile(after)).statusCode).toBe(200);
  expect((await stream(await openLesson(after))).statusCode).toBe(200);
});

test('a token without exp, iat, jti or pwv is refused, even when signed with the right key', async () => {
  const now = Math.floor(Date.now() / 1000);
  const complete = {
    user_id: learnerId,
    token_type: 'access',
    jti: 'handmade-token-id',
    iat: now,
    // The password version after the change of the test above.
    pwv: 1,
    exp: now + 600,
  };
  expect((await profile(signedToken(complete))).statusCode).toBe(200);
  for (const claim of ['exp', 'iat', 'jti', 'pwv'] as const) {
    const { [claim]: _left, ...incomplete } = complete;
    const res = await profile(signedToken(incomplete));
    expect([claim, res.statusCode]).toEqual([claim, 401]);
  }
  const expired = await profile(signedToken({ ...complete, exp: now - 1 }));
  expect(expired.statusCode).toBe(401);
});
