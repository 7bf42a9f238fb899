import {
  createTestApp,
  json,
  LEARNER,
  NEWBIE,
  markPaid,
  newUser,
  type TestContext,
} from '../../test/helpers';

let ctx: TestContext;
let learnerId: number;
let newbieId: number;
let newbie: string;
let pmp: number;
let acp: number;
beforeAll(async () => {
  ctx = await createTestApp();
  learnerId = await ctx.userId(LEARNER);
  newbieId = await ctx.userId(NEWBIE);
  newbie = ctx.tokenFor(newbieId);
  pmp = await ctx.courseId('pmp');
  acp = await ctx.courseId('pmi-acp');
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/check_paid_course/{userId}/{courseId}/', () => {
  test('answers {paid} from the enrollments table', async () => {
    const learner = ctx.tokenFor(learnerId);
    const paid = await ctx.request({
      method: 'GET',
      url: `/api/check_paid_course/${learnerId}/${pmp}/`,
      token: learner,
    });
    expect(paid.statusCode).toBe(200);
    expect(json(paid)).toEqual({ paid: true });
    const unpaid = await ctx.request({
      method: 'GET',
      url: `/api/check_paid_course/${learnerId}/${acp}`,
      token: learner,
    });
    expect(json(unpaid)).toEqual({ paid: false });

    const fresh = await newUser(ctx);
    const before = await ctx.request({
      method: 'GET',
      url: `/api/check_paid_course/${fresh.id}/${acp}/`,
      token: fresh.token,
    });
    expect(json(before)).toEqual({ paid: false });
    await markPaid(ctx, fresh.id, acp);
    const after = await ctx.request({
      method: 'GET',
      url: `/api/check_paid_course/${fresh.id}/${acp}/`,
      token: fresh.token,
    });
    expect(json(after)).toEqual({ paid: true });
  });

  test("another user's id answers 403, no token 401, unknown course 404", async () => {
    const other = await ctx.request({
      method: 'GET',
      url: `/api/check_paid_course/${learnerId}/${pmp}/`,
      token: newbie,
    });
    expect(other.statusCode).toBe(403);
    expect(
      (await ctx.request({ method: 'GET', url: `/api/check_paid_course/${learnerId}/${pmp}/` }))
        .statusCode,
    ).toBe(401);
    const unknown = await ctx.request({
      method: 'GET',
      url: `/api/check_paid_course/${newbieId}/999999/`,
      token: newbie,
    });
    expect(unknown.statusCode).toBe(404);
    const injected = await ctx.request({
      method: 'GET',
      url: `/api/check_paid_course/${newbieId}/${encodeURIComponent('1 OR 1=1')}/`,
      token: newbie,
    });
    expect(injected.statusCode).toBe(404);
  });
});

describe('POST /api/apply-coupon/', () => {
  const apply = (payload: unknown, token: string | undefined = newbie) =>
    ctx.request({
      method: 'POST',
      url: '/api/apply-coupon/',
      payload: payload as object,
      ...(token ? { token } : {}),
    });

  test('a percentage coupon for all courses discounts the three prices and is remembered', async () => {
    const res = await apply({ course_id: pmp, user_id: newbieId, coupon_title: 'welcome10' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      coupon_title: 'WELCOME10',
      discounted_prices: { cost_USD: 269.1, cost_EGP: 8550, cost_SAR: 1008 },
    });
    const { rows } = await ctx.db.query<{ title: string }>(
      `SELECT c.title FROM applied_coupons a JOIN coupons c ON c.id = a.coupon_id
       WHERE a.user_id = $1 AND a.course_id = $2`,
      [newbieId, pmp],
    );
    expect(rows).toEqual([{ title: 'WELCOME10' }]);
  });

  test('a fixed-amount coupon for one course; applying another replaces the remembered one', async () => {
    const res = await apply({
      course_id: String(pmp),
      user_id: String(newbieId),
      coupon_title: 'PMP50',
    });
    expect(json(res)).toEqual({
      coupon_title: 'PMP50',
      discounted_prices: { cost_USD: 249, cost_EGP: 8000, cost_SAR: 930 },
    });
    const { rows } = await ctx.db.query<{ title: string }>(
      `SELECT c.title FROM applied_coupons a JOIN coupons c ON c.id = a.coupon_id WHERE a.user_id = $1`,
      [newbieId],
    );
    expect(rows).toEqual([{ title: 'PMP50' }]);
  });

  test('wrong course, expired, used up, withdrawn and unknown coupons all answer the same 400', async () => {
    // One message for every refused code (issue 16, finding 6): a guess learns nothing.
    await ctx.db.query(
      "INSERT INTO coupons (title, percent_off, active) VALUES ('WITHDRAWN', 20, false)",
    );
    const cases: [string, number][] = [
      ['PMP50', acp],
      ['SUMMER2023', pmp],
      ['SOLDOUT', pmp],
      ['WITHDRAWN', pmp],
      ['NOPE', pmp],
      ["' OR 1=1 --", pmp],
    ];
    for (const [coupon_title, course_id] of cases) {
      const res = await apply({ course_id, user_id: newbieId, coupon_title });
      expect([coupon_title, res.statusCode]).toEqual([coupon_title, 400]);
      expect(json(res)).toEqual({ non_field_errors: ['Invalid coupon.'] });
    }
  });

  test('the usage limit counts completed orders that used the coupon', async () => {
    const { rows } = await ctx.db.query<{ id: number }>(
      "SELECT id FROM coupons WHERE title = 'ACP25'",
    );
    const couponId = rows[0]?.id;
    await ctx.db.query('UPDATE coupons SET usage_limit = 1 WHERE id = $1', [couponId]);
    const first = await apply({ course_id: acp, user_id: newbieId, coupon_title: 'ACP25' });
    expect(json(first)).toEqual({
      coupon_title: 'ACP25',
      discounted_prices: { cost_USD: 186.75, cost_EGP: 5925, cost_SAR: 697.5 },
    });
    await ctx.db.query(
      `INSERT INTO orders (provider_order_id, user_id, course_id, amount, currency, status, coupon_id)
       VALUES ('TEST-ORDER-1', $1, $2, 186.75, 'USD', 'COMPLETED', $3)`,
      [learnerId, acp, couponId],
    );
    const second = await apply({ course_id: acp, user_id: newbieId, coupon_title: 'ACP25' });
    expect(json(second)).toEqual({ non_field_errors: ['Invalid coupon.'] });
  });

  test('a course already paid cannot take a coupon', async () => {
    const res = await apply(
      { course_id: pmp, user_id: learnerId, coupon_title: 'WELCOME10' },
      ctx.tokenFor(learnerId),
    );
    expect(json(res)).toEqual({ non_field_errors: ['You have already paid for this course.'] });
  });

  test('access rules and bad input', async () => {
    expect(
      (await apply({ course_id: pmp, user_id: newbieId, coupon_title: 'WELCOME10' }, ''))
        .statusCode,
    ).toBe(401);
    const other = await apply({ course_id: pmp, user_id: learnerId, coupon_title: 'WELCOME10' });
    expect(other.statusCode).toBe(403);
    const unknown = await apply({
      course_id: 999999,
      user_id: newbieId,
      coupon_title: 'WELCOME10',
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ detail: 'Course not found.' });
    const bad = await apply({ course_id: 'x', user_id: newbieId, coupon_title: 'y'.repeat(65) });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({
      course_id: ['A valid integer is required.'],
      coupon_title: ['Ensure this field has no more than 64 characters.'],
    });
    const missing = await apply({});
    expect(json(missing)).toEqual({
      course_id: ['This field is required.'],
      user_id: ['This field is required.'],
      coupon_title: ['This field is required.'],
    });
  });
});

describe('coupon tries per user', () => {
  test('answer 429 {detail} past RATE_LIMIT_COUPON_MAX per window; other users keep trying', async () => {
    const limited = await createTestApp({
      env: { RATE_LIMIT_COUPON_MAX: '3', RATE_LIMIT_WINDOW: '1m' },
    });
    try {
      const course = await limited.courseId('pmp');
      const guess = async (user: { id: number; token: string }, title: string) =>
        limited.request({
          method: 'POST',
          url: '/api/apply-coupon/',
          payload: { course_id: course, user_id: user.id, coupon_title: title },
          token: user.token,
        });
      const guesser = await newUser(limited);
      const statuses: number[] = [];
      for (const title of ['AAAA', 'AAAB', 'AAAC', 'WELCOME10', 'AAAD']) {
        statuses.push((await guess(guesser, title)).statusCode);
      }
      // Even the real code is refused once the tries are spent.
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
      const throttled = await guess(guesser, 'WELCOME10');
      expect(json(throttled).detail).toMatch(
        /^Request was throttled\. Expected available in \d+ seconds\.$/,
      );
      // Counted per user, not per address (every injected request comes from 127.0.0.1).
      const other = await newUser(limited);
      expect((await guess(other, 'WELCOME10')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('orders and enrollments', () => {
  test('orders and enrollments tables enforce their unique keys', async () => {
    await expect(
      ctx.db.query(
        `INSERT INTO orders (provider_order_id, user_id, course_id, amount, currency, status)
         VALUES ('TEST-ORDER-1', $1, $2, 1, 'USD', 'CREATED')`,
        [newbieId, pmp],
      ),
    ).rejects.toThrow();
    await expect(
      ctx.db.query('INSERT INTO enrollments (user_id, course_id) VALUES ($1, $2)', [
        learnerId,
        pmp,
      ]),
    ).rejects.toThrow();
  });
});

describe('payment calls without PayPal credentials', () => {
  test('answer 503 with a clear detail for a signed-in learner, 401 for a visitor', async () => {
    const calls: [string, object][] = [
      ['/api/create-payment/', { cart: [{ id: acp, quantity: 1 }] }],
      ['/api/orders/ABC123/', {}],
      ['/api/orders/', { order_id: 'ABC123', user: newbieId, course: acp }],
    ];
    for (const [url, payload] of calls) {
      const res = await ctx.request({ method: 'POST', url, payload, token: newbie });
      expect([url, res.statusCode]).toEqual([url, 503]);
      expect(json<{ detail: string }>(res).detail).toMatch(/not configured.*PAYPAL_CLIENT_ID/);
      expect((await ctx.request({ method: 'POST', url, payload })).statusCode).toBe(401);
    }
  });
});
