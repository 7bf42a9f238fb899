import { createTestApp, sendJsonText, type TestContext } from '../../test/helpers';
import { startSmtpServer, waitFor } from '../../test/smtp';

const valid = {
  lib_version: '3.2.0',
  user_id: 'academy-public-key',
  service_id: 'service_academy',
  template_id: 'template_contact',
  template_params: {
    from_name: 'Huda',
    email: 'huda@example.com',
    message: 'When does the P6 course open?',
  },
};

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestApp({
    env: { SMTP_URL: smtp.url, CONTACT_INBOX: 'inbox@academy.test', RATE_LIMIT_AUTH_MAX: '12' },
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.stop();
});

const send = (payload: unknown) =>
  ctx.request({ method: 'POST', url: '/api/v1.0/email/send', payload: payload as object });

test('an EmailJS-style request is stored, relayed to CONTACT_INBOX and answered 200 "OK"', async () => {
  const res = await send(valid);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  expect(res.body).toBe('OK');
  const { rows } = await ctx.db.query('SELECT from_name, email, message FROM contact_messages');
  expect(rows).toEqual([
    { from_name: 'Huda', email: 'huda@example.com', message: 'When does the P6 course open?' },
  ]);
  await waitFor(() => smtp.mails.length > 0);
  expect(smtp.mails[0]?.to).toEqual(['inbox@academy.test']);
  expect(smtp.mails[0]?.text).toContain('When does the P6 course open?');
  expect(smtp.mails[0]?.raw).toMatch(/^Reply-To: huda@example.com/m);
});

test('wrong public key, service or template answer 400 with a text body', async () => {
  for (const [field, message] of [
    ['user_id', /Public Key is invalid/],
    ['service_id', /service ID is invalid/],
    ['template_id', /template ID is invalid/],
  ] as const) {
    const res = await send({ ...valid, [field]: 'wrong' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(message);
  }
});

test('bad bodies answer 4xx text, never 500', async () => {
  const cases: [unknown, number][] = [
    [{ ...valid, template_params: { ...valid.template_params, email: 'not an email' } }, 400],
    [{ ...valid, template_params: { message: 'x'.repeat(5001) } }, 400],
    [{ ...valid, template_params: 'hello' }, 400],
    [{ ...valid, template_params: {} }, 400],
    [{ service_id: 'service_academy' }, 400],
  ];
  for (const [payload, status] of cases) {
    const res = await send(payload);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
  }
  const malformed = await sendJsonText(ctx, 'POST', '/api/v1.0/email/send', '{"user_id":');
  expect(malformed.statusCode).toBe(400);
  expect(malformed.headers['content-type']).toMatch(/^text\/plain/);
});

test('the contact call is rate limited (429)', async () => {
  let last = 0;
  for (let i = 0; i < 14; i += 1) last = (await send(valid)).statusCode;
  expect(last).toBe(429);
});
