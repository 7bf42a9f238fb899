import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import {
  createTestApp,
  DEMO_PASSWORD,
  json,
  LEARNER,
  NEWBIE,
  sendJsonText,
  type TestContext,
} from '../../test/helpers';
import { startSmtpServer, waitFor } from '../../test/smtp';

function decodeJwt(token: string): Record<string, unknown> {
  const [header, payload] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header as string, 'base64url').toString()),
    ...JSON.parse(Buffer.from(payload as string, 'base64url').toString()),
  };
}

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      SITE_URL: 'http://academy.test:8080',
      MAIL_FROM: 'academy@academy.test',
      // Production's cost, which registration's hash is checked for (other files hash cheaper).
      SCRYPT_COST: '15',
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.stop();
});

const post = (url: string, payload: unknown) =>
  ctx.request({ method: 'POST', url, payload: payload as object });

describe('POST /api/register/', () => {
  test('creates the user and answers 201 {access} with user_id and exp, password hashed with scrypt', async () => {
    const res = await post('/api/register/', {
      username: 'amira',
      email: 'amira@example.com',
      password: 'GoodPass1',
    });
    expect(res.statusCode).toBe(201);
    const body = json<{ access: string }>(res);
    expect(Object.keys(body)).toEqual(['access']);
    const claims = decodeJwt(body.access);
    expect(claims.header).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    expect(typeof claims.user_id).toBe('number');
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000 + 3600);

    const { rows } = await ctx.db.query<{ password_hash: string; username: string }>(
      'SELECT password_hash, username FROM users WHERE id = $1',
      [claims.user_id],
    );
    expect(rows[0]?.username).toBe('amira');
    expect(rows[0]?.password_hash).toMatch(/^scrypt\$15\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(rows[0]?.password_hash).not.toContain('GoodPass1');

    const profile = await ctx.request({
      method: 'GET',
      url: `/api/users/${String(claims.user_id)}/`,
      token: body.access,
    });
    expect(json(profile)).toMatchObject({ username: 'amira', email: 'amira@example.com' });
  });

  test('the username is optional: the profile then has an empty one', async () => {
    const res = await post('/api/register/', {
      email: 'nameless@example.net',
      password: 'GoodPass1',
    });
    expect(res.statusCode).toBe(201);
    const { access } = json<{ access: string }>(res);
    const { user_id: userId } = decodeJwt(access);
    const profile = await ctx.request({
      method: 'GET',
      url: `/api/users/${String(userId)}/`,
      token: access,
    });
    expect(json(profile)).toMatchObject({ username: '', email: 'nameless@example.net' });
  });

  test('a second account with the same e-mail (any case) is refused', async () => {
    const res = await post('/api/register/', {
      username: 'other',
      email: 'LEARNER@academy.com',
      password: 'GoodPass1',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ email: ['user with this email already exists.'] });
  });

  test('the e-mail must be valid and end in .com or .net', async () => {
    for (const email of ['not-an-email', 'a@b', 'x y@example.com']) {
      const res = await post('/api/register/', { username: 'u', email, password: 'GoodPass1' });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({ email: ['Enter a valid email address.'] });
    }
    const org = await post('/api/register/', {
      username: 'u',
      email: 'u@example.org',
      password: 'GoodPass1',
    });
    expect(json(org)).toEqual({ email: ['Only .com and .net email addresses are accepted.'] });
    const net = await post('/api/register/', {
      username: 'u',
      email: 'u@example.net',
      password: 'GoodPass1',
    });
    expect(net.statusCode).toBe(201);
  });

  test('the password rule (8+ characters, upper and lower case) is enforced by the server', async () => {
    const short = await post('/api/register/', {
      username: 'u',
      email: 's@example.com',
      password: 'Ab1',
    });
    expect(json(short)).toEqual({
      password: ['This password is too short. It must contain at least 8 characters.'],
    });
    const lower = await post('/api/register/', {
      username: 'u',
      email: 's@example.com',
      password: 'alllowercase',
    });
    expect(json(lower)).toEqual({
      password: ['The password must contain both uppercase and lowercase letters.'],
    });
    const upper = await post('/api/register/', {
      username: 'u',
      email: 's@example.com',
      password: 'ALLUPPERCASE',
    });
    expect(upper.statusCode).toBe(400);
  });

  test('missing fields, wrong types and oversized strings answer 400 per field', async () => {
    const missing = await post('/api/register/', {});
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toEqual({
      email: ['This field is required.'],
      password: ['This field is required.'],
    });
    const types = await post('/api/register/', { username: 12, email: ['a'], password: true });
    expect(json(types)).toEqual({
      username: ['Not a valid string.'],
      email: ['Not a valid string.'],
      password: ['Not a valid string.'],
    });
    const long = await post('/api/register/', {
      username: 'x'.repeat(151),
      email: 'a@example.com',
      password: `Aa${'x'.repeat(200)}`,
    });
    expect(json(long)).toEqual({
      username: ['Ensure this field has no more than 150 characters.'],
      password: ['Ensure this field has no more than 128 characters.'],
    });
  });

  test('bodies that are not JSON objects are refused with 4xx', async () => {
    const malformed = await sendJsonText(ctx, 'POST', '/api/register/', '{"username": "a",');
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed)).toEqual({
      detail: 'JSON parse error - the request body is not valid JSON.',
    });

    const array = await post('/api/register/', [1, 2]);
    expect(array.statusCode).toBe(400);
    expect(json(array)).toEqual({
      non_field_errors: ['Invalid data. Expected a dictionary, but got list.'],
    });

    const text = await ctx.request({
      method: 'POST',
      url: '/api/register/',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=a',
    });
    expect(text.statusCode).toBe(415);
    expect(json(text)).toEqual({ detail: 'Unsupported media type "text/plain" in request.' });

    const form = await ctx.request({
      method: 'POST',
      url: '/api/login/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a&password=b',
    });
    expect(form.statusCode).toBe(415);

    const huge = await sendJsonText(
      ctx,
      'POST',
      '/api/register/',
      JSON.stringify({ username: 'x'.repeat(70_000), email: 'a@b.com', password: 'Aa345678' }),
    );
    expect(huge.statusCode).toBe(413);
    expect(json(huge)).toEqual({ detail: 'Request body is too large.' });

    const poisoned = await sendJsonText(
      ctx,
      'POST',
      '/api/login/',
      '{"email":"a@b.com","password":"x","__proto__":{"admin":true}}',
    );
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.body).not.toMatch(/at .*\.js/);
  });
});

describe('POST /api/login/', () => {
  test('the demo learner logs in and gets an access token for their id', async () => {
    const res = await post('/api/login/', { email: LEARNER, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const claims = decodeJwt(json<{ access: string }>(res).access);
    expect(claims.user_id).toBe(await ctx.userId(LEARNER));
  });

  test('the e-mail is matched without regard to case', async () => {
    const res = await post('/api/login/', { email: 'Newbie@Academy.com', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  test('a wrong password or an unknown e-mail answers 401 with the same message', async () => {
    for (const body of [
      { email: LEARNER, password: 'WrongPass1' },
      { email: 'nobody@academy.com', password: DEMO_PASSWORD },
    ]) {
      const res = await post('/api/login/', body);
      expect(res.statusCode).toBe(401);
      expect(json(res)).toEqual({ detail: 'No active account found with the given credentials' });
    }
  });

  test('blank or missing fields answer 400', async () => {
    const res = await post('/api/login/', { email: '', password: 7 });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({
      email: ['This field may not be blank.'],
      password: ['Not a valid string.'],
    });
  });
});

describe('password reset', () => {
  test('send mails a link to SITE_URL/password/reset/confirm/{otp}; the otp is stored hashed and works once', async () => {
    const before = smtp.mails.length;
    const res = await post('/api/auth/password/reset/send/', { email: NEWBIE });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ detail: 'Password reset e-mail has been sent.' });
    await waitFor(() => smtp.mails.length > before);
    const mail = smtp.mails[smtp.mails.length - 1];
    expect(mail?.to).toEqual([NEWBIE]);
    const match = /http:\/\/academy\.test:8080\/password\/reset\/confirm\/([\w-]{43})/.exec(
      mail?.text ?? '',
    );
    expect(match).not.toBeNull();
    const otp = (match as RegExpExecArray)[1] as string;

    const { rows } = await ctx.db.query<{ otp_hash: string }>(
      'SELECT otp_hash FROM password_resets WHERE used_at IS NULL',
    );
    expect(rows.map((r) => r.otp_hash)).toEqual([createHash('sha256').update(otp).digest('hex')]);
    const { rows: logged } = await ctx.db.query<{ status: string; transport: string }>(
      "SELECT status, transport FROM mail_log WHERE kind = 'password-reset'",
    );
    expect(logged).toContainEqual({ status: 'sent', transport: 'smtp' });

    const weak = await post('/api/auth/password/reset/confirm/', { otp, new_password: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(json(weak)).toHaveProperty('new_password');

    const ok = await post('/api/auth/password/reset/confirm/', {
      otp,
      new_password: 'BrandNew2024',
    });
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toEqual({ detail: 'Password has been reset with the new password.' });
    expect(
      (await post('/api/login/', { email: NEWBIE, password: 'BrandNew2024' })).statusCode,
    ).toBe(200);
    expect((await post('/api/login/', { email: NEWBIE, password: DEMO_PASSWORD })).statusCode).toBe(
      401,
    );

    const again = await post('/api/auth/password/reset/confirm/', {
      otp,
      new_password: 'Another2024',
    });
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({ otp: ['Invalid or expired link.'] });
  });

  test('an expired, replaced or made-up otp is refused', async () => {
    const sendFor = async () => {
      const before = smtp.mails.length;
      await post('/api/auth/password/reset/send/', { email: NEWBIE });
      await waitFor(() => smtp.mails.length > before);
      return /reset\/confirm\/([\w-]{43})/.exec(
        smtp.mails[smtp.mails.length - 1]?.text ?? '',
      )?.[1] as string;
    };
    const first = await sendFor();
    const second = await sendFor();
    const replaced = await post('/api/auth/password/reset/confirm/', {
      otp: first,
      new_password: 'Replaced2024',
    });
    expect(json(replaced)).toEqual({ otp: ['Invalid or expired link.'] });

    await ctx.db.query(
      "UPDATE password_resets SET expires_at = now() - interval '1 minute' WHERE otp_hash = $1",
      [createHash('sha256').update(second).digest('hex')],
    );
    const expired = await post('/api/auth/password/reset/confirm/', {
      otp: second,
      new_password: 'Expired2024',
    });
    expect(json(expired)).toEqual({ otp: ['Invalid or expired link.'] });

    for (const otp of ['made-up', "' OR '1'='1", 'x'.repeat(200)]) {
      const res = await post('/api/auth/password/reset/confirm/', {
        otp,
        new_password: 'Whatever2024',
      });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({ otp: ['Invalid or expired link.'] });
    }
  });

  test('an unknown e-mail answers 400 with the DRF message', async () => {
    const res = await post('/api/auth/password/reset/send/', { email: 'ghost@academy.com' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({
      email: ['There is no active user associated with this e-mail address.'],
    });
    const missing = await post('/api/auth/password/reset/confirm/', {});
    expect(json(missing)).toEqual({
      new_password: ['This field is required.'],
      otp: ['This field is required.'],
    });
  });
});

describe('local mode (no SMTP_URL)', () => {
  test('the reset link is written to the server log', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) =>
      lines.push(...chunk.toString().split('\n').filter(Boolean)),
    );
    const local = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: stream });
    try {
      const res = await local.request({
        method: 'POST',
        url: '/api/auth/password/reset/send/',
        payload: { email: LEARNER },
      });
      expect(res.statusCode).toBe(200);
      const entry = lines
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((l) => l.resetLink);
      expect(entry?.resetLink).toMatch(
        /^http:\/\/127\.0\.0\.1:8080\/password\/reset\/confirm\/[\w-]{43}$/,
      );
      const { rows } = await local.db.query<{ transport: string; status: string }>(
        'SELECT transport, status FROM mail_log',
      );
      expect(rows).toEqual([{ transport: 'log', status: 'logged' }]);
    } finally {
      await local.close();
    }
  });
});

describe('rate limits', () => {
  test('login, register and password reset answer 429 past RATE_LIMIT_AUTH_MAX', async () => {
    const limited = await createTestApp({
      env: { RATE_LIMIT_AUTH_MAX: '3', RATE_LIMIT_WINDOW: '1m' },
    });
    try {
      for (const [url, payload] of [
        ['/api/login/', { email: 'x@academy.com', password: 'Nope1234' }],
        ['/api/register/', { username: 'a', email: 'bad', password: 'x' }],
        ['/api/auth/password/reset/send/', { email: 'ghost@academy.com' }],
        ['/api/auth/password/reset/confirm/', { otp: 'x', new_password: 'Whatever2024' }],
      ] as const) {
        const statuses: number[] = [];
        for (let i = 0; i < 4; i += 1) {
          statuses.push((await limited.request({ method: 'POST', url, payload })).statusCode);
        }
        expect(statuses.slice(0, 3)).not.toContain(429);
        expect(statuses[3]).toBe(429);
        const res = await limited.request({ method: 'POST', url, payload });
        expect(json(res).detail).toMatch(
          /^Request was throttled\. Expected available in \d+ seconds\.$/,
        );
      }
      // Other calls are not limited.
      for (let i = 0; i < 6; i += 1) {
        expect((await limited.request({ method: 'GET', url: '/api/courses/' })).statusCode).toBe(
          200,
        );
      }
    } finally {
      await limited.close();
    }
  });
});
