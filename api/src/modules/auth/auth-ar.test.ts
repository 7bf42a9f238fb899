// Accounts in Arabic (Accept-Language: ar, docs/design/languages.md#api-errors): registration's
// rules, the password reset and logging out say their messages in Arabic, under the same field
// names; English is unchanged.
import { createHash, randomBytes } from 'node:crypto';
import { json, NEWBIE, newUser } from '../../test/helpers';
import { appSuite } from '../../test/suite';

const ctx = appSuite();
const post = (url: string, payload: object, language: string, token?: string) =>
  ctx.request({
    method: 'POST',
    url,
    payload,
    headers: { 'accept-language': language },
    ...(token ? { token } : {}),
  });

/** A reset code for NEWBIE, as the e-mailed link would carry it (only its hash is stored). */
async function resetCode(): Promise<string> {
  const otp = randomBytes(32).toString('base64url');
  await ctx.db.query(
    `INSERT INTO password_resets (user_id, otp_hash, expires_at)
     VALUES ($1, $2, now() + interval '1 hour')`,
    [await ctx.userId(NEWBIE), createHash('sha256').update(otp).digest('hex')],
  );
  return otp;
}

test('registration: the e-mail and password rules in Arabic, under "email" and "password"', async () => {
  const payload = { username: 'salma', email: 'salma@example.org', password: 'short' };
  const arabic = await post('/api/register/', payload, 'ar');
  expect(arabic.statusCode).toBe(400);
  expect(json(arabic)).toEqual({
    email: ['لا نقبل إلا عناوين البريد الإلكتروني المنتهية بـ .com أو .net.'],
    password: [
      'كلمة المرور هذه قصيرة جدًا: يجب ألا تقل عن 8 أحرف.',
      'يجب أن تجمع كلمة المرور بين أحرف لاتينية كبيرة وصغيرة.',
    ],
  });
  expect(json(await post('/api/register/', payload, 'en-GB'))).toEqual({
    email: ['Only .com and .net email addresses are accepted.'],
    password: [
      'This password is too short. It must contain at least 8 characters.',
      'The password must contain both uppercase and lowercase letters.',
    ],
  });
});

test('password reset: its successes too are said in Arabic, and vary with the language', async () => {
  const sent = await post('/api/auth/password/reset/send/', { email: NEWBIE }, 'ar');
  expect(sent.statusCode).toBe(200);
  expect(json(sent)).toEqual({
    detail: 'أرسلنا إلى بريدك الإلكتروني رسالة لإعادة تعيين كلمة المرور.',
  });
  expect(sent.headers.vary).toMatch(/Accept-Language/);

  const otp = await resetCode();
  const weak = await post(
    '/api/auth/password/reset/confirm/',
    { otp, new_password: 'alllower1' },
    'ar',
  );
  expect(json(weak)).toEqual({
    new_password: ['يجب أن تجمع كلمة المرور بين أحرف لاتينية كبيرة وصغيرة.'],
  });
  const done = await post(
    '/api/auth/password/reset/confirm/',
    { otp, new_password: 'BrandNew2024' },
    'ar',
  );
  expect(done.statusCode).toBe(200);
  expect(json(done)).toEqual({
    detail: 'أُعيد تعيين كلمة المرور: يمكنك الآن تسجيل الدخول بكلمة المرور الجديدة.',
  });

  const english = await post(
    '/api/auth/password/reset/confirm/',
    { otp: await resetCode(), new_password: 'Another2024' },
    'en',
  );
  expect(json(english)).toEqual({ detail: 'Password has been reset with the new password.' });
  expect(english.headers.vary).toMatch(/Accept-Language/);
});

test('logging out, and an unknown path, in Arabic', async () => {
  const { token } = await newUser(ctx);
  const out = await post('/api/logout/', {}, 'ar', token);
  expect([out.statusCode, json(out)]).toEqual([200, { detail: 'تم تسجيل الخروج بنجاح.' }]);
  const again = await post('/api/logout/', {}, 'ar', token);
  expect(again.statusCode).toBe(401);
  expect(json(again)).toEqual({ detail: 'الرمز المقدَّم غير صالح.' });

  const nowhere = await ctx.request({
    method: 'GET',
    url: '/api/no-such-thing/',
    headers: { 'accept-language': 'ar' },
  });
  expect([nowhere.statusCode, json(nowhere)]).toEqual([404, { detail: 'غير موجود.' }]);
  expect(nowhere.headers.vary).toMatch(/Accept-Language/);
  const english = await ctx.request({ method: 'GET', url: '/api/no-such-thing/' });
  expect(json(english)).toEqual({ detail: 'Not found.' });
});
