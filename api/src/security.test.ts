import { json, LEARNER } from './test/helpers';
import { appSuite } from './test/suite';

/**
 * A sweep over every endpoint: calls without a token, malformed bodies and hostile strings are
 * answered 4xx in the agreed shapes, never 500 and never with a stack trace.
 */

let token: string;
let learnerId: number;
const ctx = appSuite();
beforeAll(async () => {
  learnerId = await ctx.userId(LEARNER);
  token = ctx.tokenFor(learnerId);
});
const PROTECTED: [string, string][] = [
  ['GET', '/api/users/1/'],
  ['GET', '/api/courses/1/1/'],
  ['GET', '/api/courses/1/1/comments/'],
  ['POST', '/api/comments/'],
  ['POST', '/api/logout/'],
  ['GET', '/api/check_paid_course/1/1/'],
  ['POST', '/api/apply-coupon/'],
  ['POST', '/api/create-payment/'],
  ['POST', '/api/orders/1/'],
  ['POST', '/api/orders/'],
  ['GET', '/api/payment-quote/1/'],
  ['GET', '/api/PMP/topics'],
  ['GET', '/api/PMP/exams'],
  ['GET', '/api/PMP/topics/1'],
  ['GET', '/api/PMP/exams/1'],
  ['GET', '/api/translate/hello'],
];

const JSON_POSTS = [
  '/api/register/',
  '/api/login/',
  '/api/comments/',
  '/api/apply-coupon/',
  '/api/auth/password/reset/send/',
  '/api/auth/password/reset/confirm/',
];

const HOSTILE = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '${jndi:ldap://x}',
  '\u0000',
  'ﷺ'.repeat(50),
  '{"$gt": ""}',
];

function expectShape(status: number, body: string) {
  expect(body).not.toMatch(/\n\s+at /);
  const parsed = JSON.parse(body) as Record<string, unknown>;
  if (status === 400) {
    for (const value of Object.values(parsed)) {
      expect(
        Array.isArray(value) ||
          (typeof value === 'object' && value !== null) ||
          typeof value === 'string',
      ).toBe(true);
    }
  } else {
    expect(typeof parsed.detail).toBe('string');
  }
}

test('protected calls without a token answer 401 {"detail"}', async () => {
  for (const [method, url] of PROTECTED) {
    const res = await ctx.request({
      method: method as 'GET' | 'POST',
      url,
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect([method, url, res.statusCode]).toEqual([method, url, 401]);
    expect(json(res)).toHaveProperty('detail');
  }
});

test('malformed JSON, non-object bodies, wrong types and oversized strings answer 4xx on every JSON call', async () => {
  for (const url of JSON_POSTS) {
    const bodies: [string, string][] = [
      ['application/json', '{'],
      ['application/json', 'null'],
      ['application/json', '"text"'],
      ['application/json', '[{}]'],
      [
        'application/json',
        '{"email": {"$ne": null}, "password": ["x"], "user": {}, "lesson": [], "text": 1}',
      ],
      [
        'application/json',
        JSON.stringify({
          email: 'a'.repeat(300),
          password: 'b'.repeat(300),
          text: 'c'.repeat(3000),
          otp: 'd'.repeat(300),
          coupon_title: 'e'.repeat(100),
          new_password: 'f'.repeat(200),
          username: 'g'.repeat(200),
        }),
      ],
      ['application/xml', '<a/>'],
      ['multipart/form-data; boundary=x', '--x--'],
    ];
    for (const [type, payload] of bodies) {
      const res = await ctx.request({
        method: 'POST',
        url,
        token,
        headers: { 'content-type': type },
        payload,
      });
      expect([url, payload.slice(0, 30), res.statusCode >= 400 && res.statusCode < 500]).toEqual([
        url,
        payload.slice(0, 30),
        true,
      ]);
      expectShape(res.statusCode, res.body);
    }
  }
});

test('hostile strings in paths answer 404 (or 4xx), never 500', async () => {
  const templates = [
    (s: string) => `/api/users/${s}/`,
    (s: string) => `/api/courses/${s}`,
    (s: string) => `/api/courses/1/${s}/`,
    (s: string) => `/api/check_paid_course/${learnerId}/${s}/`,
    (s: string) => `/api/${s}/topics`,
    (s: string) => `/api/PMP/exams/${s}`,
    (s: string) => `/api/media/public/${s}`,
    (s: string) => `/api/media/lessons/${s}/video`,
  ];
  for (const template of templates) {
    for (const hostile of HOSTILE) {
      const url = template(encodeURIComponent(hostile));
      const res = await ctx.request({ method: 'GET', url, token });
      // A NUL character that reaches a handler is refused as input (400), anything else names nothing.
      expect([url, res.statusCode]).toEqual([url, hostile === '\u0000' ? expect.any(Number) : 404]);
      expect([400, 404]).toContain(res.statusCode);
      expectShape(res.statusCode, res.body);
    }
  }
  // Translation accepts any text (it is the payload), and stays a 2xx/4xx/503.
  for (const hostile of HOSTILE) {
    const res = await ctx.request({
      method: 'GET',
      url: `/api/translate/${encodeURIComponent(hostile)}`,
      token,
    });
    expect([200, 400, 503]).toContain(res.statusCode);
  }
  // The tables are all still there.
  const { rows } = await ctx.db.query('SELECT count(*)::int AS n FROM users');
  expect(rows[0]).toEqual({ n: 4 });
});

test('hostile strings in bodies are data, never code', async () => {
  for (const hostile of HOSTILE) {
    const login = await ctx.request({
      method: 'POST',
      url: '/api/login/',
      payload: { email: hostile, password: hostile },
    });
    if (hostile === '\u0000') {
      expect(login.statusCode).toBe(400);
      expect(json(login)).toEqual({
        email: ['Null characters are not allowed.'],
        password: ['Null characters are not allowed.'],
      });
      continue;
    }
    expect(login.statusCode).toBe(401);
    const coupon = await ctx.request({
      method: 'POST',
      url: '/api/apply-coupon/',
      token,
      payload: {
        user_id: learnerId,
        course_id: await ctx.courseId('pmi-acp'),
        coupon_title: hostile,
      },
    });
    expect(coupon.statusCode).toBe(400);
    expect(json(coupon)).toEqual({ non_field_errors: ['Invalid coupon.'] });
  }
});

test('unsupported methods answer 405 with Allow, unknown paths 404, both JSON', async () => {
  for (const [method, url, allow] of [
    ['DELETE', '/api/courses/1', 'GET, HEAD'],
    ['PUT', '/api/users/1/', 'GET, HEAD'],
    ['PATCH', '/api/blogs/', 'GET, HEAD'],
    ['GET', '/api/login/', 'POST'],
  ] as const) {
    const res = await ctx.request({ method, url, token });
    expect([method, url, res.statusCode, res.headers.allow]).toEqual([method, url, 405, allow]);
    expect(json(res)).toEqual({ detail: 'Method not allowed.' });
  }
  const unknown = await ctx.request({ method: 'GET', url: '/api/no-such-thing/', token });
  expect([unknown.statusCode, json(unknown)]).toEqual([404, { detail: 'Not found.' }]);
});
