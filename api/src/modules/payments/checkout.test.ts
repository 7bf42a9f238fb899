// The PayPal purchase against the local PayPal stand-in (tools/standins): the real Orders v2
// client over HTTP, the real app and database. The buyer's approval is what the stand-in's
// approval window does (POST /sdk/orders/{id}/approve).
import {
  startPayPalStandIn,
  type PayPalOrder as StandInOrder,
  type PayPalStandIn,
} from '../../../../tools/standins/index.cjs';
import { createTestApp, json, newUser, type TestContext } from '../../test/helpers';
import { type Learner, setUpPayPalCheckout } from '../../test/paypal-checkout';
import { verifyCapture } from './capture';

const checkout = setUpPayPalCheckout();
const { post, createPayment, capture, newOrder, approve } = checkout;
let paypal: PayPalStandIn;
let ctx: TestContext;
let pmp: number;
let acp: number;
let risk: number;
let soon: number;

beforeAll(async () => {
  ({ paypal, ctx } = checkout);
  pmp = await ctx.courseId('pmp');
  acp = await ctx.courseId('pmi-acp');
  risk = await ctx.courseId('risk-essentials');
  soon = await ctx.courseId('primavera-p6');
});

const record = (learner: Learner, orderId: string, courseId: number, extra: object = {}) =>
  post(
    '/api/orders/',
    {
      order_id: orderId,
      order_status: 'COMPLETED',
      amount: 1,
      user: learner.id,
      course: courseId,
      ...extra,
    },
    learner,
  );

async function fault(operation: 'create' | 'capture', mode = 'lost-response'): Promise<void> {
  await fetch(`${paypal.url}/__standin/faults`, {
    method: 'POST',
    body: JSON.stringify({ operation, mode }),
  });
}

const standInOrder = (id: string): StandInOrder => {
  const order = paypal.orders().find((o) => o.id === id);
  if (!order) throw new Error(`no order ${id} at the stand-in`);
  return order;
};

async function paid(learner: Learner, courseId: number): Promise<boolean> {
  const res = await ctx.request({
    method: 'GET',
    url: `/api/check_paid_course/${learner.id}/${courseId}/`,
    token: learner.token,
  });
  return json<{ paid: boolean }>(res).paid;
}

async function orderRow(orderId: string) {
  const { rows } = await ctx.db.query<Record<string, unknown>>(
    `SELECT amount::text AS amount, currency, status, country, capture_id, capture_attempts,
            recorded_at, coupon_id FROM orders WHERE provider_order_id = $1`,
    [orderId],
  );
  return rows[0];
}

describe('GET /api/payment-quote/{courseId}/', () => {
  test('the USD price, then the price after the applied coupon; 401 and 404', async () => {
    const learner = await newUser(ctx);
    const quote = () =>
      ctx.request({ method: 'GET', url: `/api/payment-quote/${pmp}/`, token: learner.token });
    expect(json(await quote())).toEqual({
      currency: 'USD',
      amount: 299,
      coupon_title: null,
      prices: { cost_USD: 299, cost_EGP: 9500, cost_SAR: 1120 },
    });
    await post(
      '/api/apply-coupon/',
      { course_id: pmp, user_id: learner.id, coupon_title: 'welcome10' },
      learner,
    );
    expect(json(await quote())).toEqual({
      currency: 'USD',
      amount: 269.1,
      coupon_title: 'WELCOME10',
      prices: { cost_USD: 269.1, cost_EGP: 8550, cost_SAR: 1008 },
    });
    expect(
      (await ctx.request({ method: 'GET', url: `/api/payment-quote/${pmp}/` })).statusCode,
    ).toBe(401);
    const unknown = await ctx.request({
      method: 'GET',
      url: '/api/payment-quote/999999/',
      token: learner.token,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/create-payment/', () => {
  test("charges the server's USD price: a forged value and the country change nothing", async () => {
    const learner = await newUser(ctx);
    const id = await newOrder(learner, pmp, { value: '0.01', country: 'EG' });
    expect(id).toMatch(/^[A-Z0-9]{17}$/);
    expect(standInOrder(id).purchase_units[0]).toMatchObject({
      reference_id: `course-${pmp}`,
      custom_id: `academy-user-${learner.id}-course-${pmp}`,
      description: 'PMP',
      amount: { currency_code: 'USD', value: '299.00' },
    });
    expect(await orderRow(id)).toMatchObject({
      amount: '299.00',
      currency: 'USD',
      status: 'CREATED',
      country: 'EG',
    });
    const saudi = await newOrder(learner, pmp, { value: 1120, country: 'SA' });
    expect(standInOrder(saudi).purchase_units[0]?.amount).toEqual({
      currency_code: 'USD',
      value: '299.00',
    });
  });

  test('charges the applied coupon, per-course and fixed or percentage', async () => {
    const learner = await newUser(ctx);
    await post(
      '/api/apply-coupon/',
      { course_id: pmp, user_id: learner.id, coupon_title: 'PMP50' },
      learner,
    );
    const id = await newOrder(learner, pmp, { value: 299 });
    expect(standInOrder(id).purchase_units[0]?.amount.value).toBe('249.00');
    await post(
      '/api/apply-coupon/',
      { course_id: acp, user_id: learner.id, coupon_title: 'ACP25' },
      learner,
    );
    const acpOrder = await newOrder(learner, acp);
    expect(standInOrder(acpOrder).purchase_units[0]?.amount.value).toBe('186.75');
    expect((await orderRow(acpOrder))?.coupon_id).not.toBeNull();
  });

  test('an applied coupon that expired or was used up since is refused once, then forgotten', async () => {
    const learner = await newUser(ctx);
    for (const [title, spoil, message] of [
      [
        'WELCOME10',
        "UPDATE coupons SET expires_at = now() - interval '1 minute' WHERE title = 'WELCOME10'",
        'This coupon has expired.',
      ],
      [
        'PMP50',
        "UPDATE coupons SET usage_limit = 0 WHERE title = 'PMP50'",
        'This coupon has reached its usage limit.',
      ],
    ] as const) {
      const applied = await post(
        '/api/apply-coupon/',
        { course_id: pmp, user_id: learner.id, coupon_title: title },
        learner,
      );
      expect(applied.statusCode).toBe(200);
      await ctx.db.query(spoil);
      try {
        const refused = await createPayment(learner, pmp);
        expect(refused.statusCode).toBe(400);
        expect(json(refused)).toEqual({
          non_field_errors: [`${message} It has been removed: the price is back to 299.00 USD.`],
        });
        const quote = await ctx.request({
          method: 'GET',
          url: `/api/payment-quote/${pmp}/`,
          token: learner.token,
        });
        expect(json(quote)).toMatchObject({ amount: 299, coupon_title: null });
        const id = await newOrder(learner, pmp);
        expect(standInOrder(id).purchase_units[0]?.amount.value).toBe('299.00');
      } finally {
        await ctx.db.query(
          "UPDATE coupons SET expires_at = NULL, usage_limit = CASE WHEN title = 'PMP50' THEN 100 ELSE NULL END WHERE title = $1",
          [title],
        );
      }
    }
  });

  test("refuses a course already paid, a 'Soon' course, an unknown course and bad carts", async () => {
    const learner = await newUser(ctx);
    await ctx.db.query('INSERT INTO enrollments (user_id, course_id) VALUES ($1, $2)', [
      learner.id,
      risk,
    ]);
    const owned = await createPayment(learner, risk);
    expect([owned.statusCode, json(owned)]).toEqual([
      409,
      { detail: 'You have already paid for this course.' },
    ]);
    expect(json(await createPayment(learner, soon))).toEqual({
      non_field_errors: ['This course is not open for enrolment yet.'],
    });
    const unknown = await createPayment(learner, 999999);
    expect([unknown.statusCode, json(unknown)]).toEqual([404, { detail: 'Course not found.' }]);
    const bad: [object, object][] = [
      [{}, { cart: ['This field is required.'] }],
      [{ cart: [] }, { cart: ['This list may not be empty.'] }],
      [
        { cart: [{ id: pmp, quantity: 2 }] },
        { cart: { 0: { quantity: ['"2" is not a valid choice.'] } } },
      ],
      [{ cart: [{ id: 'x' }] }, { cart: { 0: { id: ['A valid integer is required.'] } } }],
    ];
    for (const [payload, errors] of bad) {
      const res = await post('/api/create-payment/', payload, learner);
      expect([payload, res.statusCode]).toEqual([payload, 400]);
      expect(json(res)).toMatchObject(errors);
    }
    const twoCourses = await post(
      '/api/create-payment/',
      { cart: [{ id: pmp }, { id: acp }] },
      learner,
    );
    expect(twoCourses.statusCode).toBe(400);
  });
});

describe('capture and record', () => {
  test('approve, capture, record: the learner is enrolled once; repeats change nothing', async () => {
    const learner = await newUser(ctx);
    await post(
      '/api/apply-coupon/',
      { course_id: acp, user_id: learner.id, coupon_title: 'WELCOME10' },
      learner,
    );
    const id = await newOrder(learner, acp);
    expect(await paid(learner, acp)).toBe(false);
    await approve(id);

    const captured = await capture(learner, id);
    expect(captured.statusCode).toBe(200);
    const body = json<StandInOrder>(captured);
    expect(body.status).toBe('COMPLETED');
    const captureRecord = body.purchase_units[0]?.payments?.captures[0];
    expect(captureRecord).toMatchObject({
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '224.10' },
    });
    expect(await paid(learner, acp)).toBe(true);
    expect(await orderRow(id)).toMatchObject({
      status: 'COMPLETED',
      amount: '224.10',
      capture_id: captureRecord?.id,
      recorded_at: null,
    });
    // The coupon was used: nothing is remembered for that course any more.
    const { rows: remembered } = await ctx.db.query(
      'SELECT 1 FROM applied_coupons WHERE user_id = $1 AND course_id = $2',
      [learner.id, acp],
    );
    expect(remembered).toEqual([]);

    const first = await record(learner, id, acp, { amount: 0.01, order_status: 'FORGED' });
    expect(first.statusCode).toBe(201);
    const expected = {
      order_id: id,
      order_status: 'COMPLETED',
      amount: 224.1,
      currency: 'USD',
      user: learner.id,
      course: acp,
      capture_id: captureRecord?.id,
    };
    expect(json(first)).toEqual(expected);
    const recordedAt = (await orderRow(id))?.recorded_at;
    expect(recordedAt).not.toBeNull();

    const again = await record(learner, id, acp);
    expect([again.statusCode, json(again)]).toEqual([200, expected]);
    expect((await orderRow(id))?.recorded_at).toEqual(recordedAt);

    // Capturing again answers from our record: no second capture at PayPal.
    const recapture = await capture(learner, id);
    expect(recapture.statusCode).toBe(200);
    expect(standInOrder(id).purchase_units[0]?.payments?.captures).toHaveLength(1);
    const { rows } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM enrollments WHERE user_id = $1 AND course_id = $2',
      [learner.id, acp],
    );
    expect(rows[0]?.n).toBe(1);
  });

  test("another learner's order can be neither captured nor recorded", async () => {
    const owner = await newUser(ctx);
    const thief = await newUser(ctx);
    const id = await newOrder(owner, pmp);
    await approve(id);
    const stolen = await capture(thief, id);
    expect([stolen.statusCode, json(stolen)]).toEqual([404, { detail: 'Order not found.' }]);
    expect(standInOrder(id).status).toBe('APPROVED');
    expect(await paid(thief, pmp)).toBe(false);

    expect((await capture(owner, id)).statusCode).toBe(200);
    const recordedByThief = await record(thief, id, pmp);
    expect(recordedByThief.statusCode).toBe(404);
    const inOwnersName = await record(thief, id, pmp, { user: owner.id });
    expect(inOwnersName.statusCode).toBe(403);
    expect(await paid(thief, pmp)).toBe(false);
    expect(await paid(owner, pmp)).toBe(true);
  });

  test('recording an unknown, uncaptured or other-course order is refused', async () => {
    const learner = await newUser(ctx);
    const unknown = await record(learner, 'NOSUCHORDER123', pmp);
    expect([unknown.statusCode, json(unknown)]).toEqual([404, { detail: 'Order not found.' }]);

    const id = await newOrder(learner, pmp);
    const created = await record(learner, id, pmp);
    expect([created.statusCode, json(created)]).toEqual([
      400,
      { non_field_errors: ['This order has not been paid.'] },
    ]);
    await approve(id);
    const approvedOnly = await record(learner, id, pmp);
    expect(approvedOnly.statusCode).toBe(400);
    expect(await paid(learner, pmp)).toBe(false);

    const otherCourse = await record(learner, id, acp);
    expect([otherCourse.statusCode, json(otherCourse)]).toEqual([
      400,
      { course: ['This order is for another course.'] },
    ]);
    const badId = await record(learner, 'lower-case!', pmp);
    expect(badId.statusCode).toBe(400);
    expect((await capture(learner, 'lower-case')).statusCode).toBe(404);
  });

  test('an order PayPal completed while our capture answer was lost is verified on record', async () => {
    const learner = await newUser(ctx);
    const id = await newOrder(learner, pmp);
    await approve(id);
    // Captured at PayPal by a call whose answer never reached the server.
    const token = await fetch(`${paypal.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${paypal.clientId}:${paypal.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    }).then((r) => r.json() as Promise<{ access_token: string }>);
    const direct = await fetch(`${paypal.url}/v2/checkout/orders/${id}/capture`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token.access_token}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(direct.status).toBe(201);
    expect(await paid(learner, pmp)).toBe(false);

    const recorded = await record(learner, id, pmp);
    expect(recorded.statusCode).toBe(201);
    expect(await paid(learner, pmp)).toBe(true);
    // And a capture call now (ORDER_ALREADY_CAPTURED at PayPal) answers the completed order.
    const again = await capture(learner, id);
    expect([again.statusCode, json<StandInOrder>(again).status]).toEqual([200, 'COMPLETED']);
  });

  test('a declined instrument comes back as INSTRUMENT_DECLINED; after a new approval it pays', async () => {
    const learner = await newUser(ctx);
    const id = await newOrder(learner, risk);
    await approve(id, 'declined-card');
    const declined = await capture(learner, id);
    expect(declined.statusCode).toBe(422);
    expect(json<{ details: { issue: string }[] }>(declined).details[0]?.issue).toBe(
      'INSTRUMENT_DECLINED',
    );
    expect(await paid(learner, risk)).toBe(false);
    expect((await orderRow(id))?.capture_attempts).toBe(1);

    await approve(id, 'card');
    const captured = await capture(learner, id);
    expect(captured.statusCode).toBe(200);
    expect(await paid(learner, risk)).toBe(true);
  });

  test.each([
    ['capture-declined', 'CAPTURE_DECLINED'],
    ['capture-pending', 'CAPTURE_PENDING'],
  ])('a COMPLETED order whose capture is not (%s) enrols nobody', async (instrument, status) => {
    const learner = await newUser(ctx);
    const id = await newOrder(learner, risk);
    await approve(id, instrument);
    const res = await capture(learner, id);
    expect(res.statusCode).toBe(422);
    expect(json<{ details: { issue: string }[] }>(res).details[0]?.issue).toBe(status);
    expect(await paid(learner, risk)).toBe(false);
    expect((await orderRow(id))?.status).toBe(status);
    const recorded = await record(learner, id, risk);
    expect(recorded.statusCode).toBe(400);
    expect(await paid(learner, risk)).toBe(false);
  });

  test('a capture before approval is refused and changes nothing', async () => {
    const learner = await newUser(ctx);
    const id = await newOrder(learner, pmp);
    const res = await capture(learner, id);
    expect(res.statusCode).toBe(422);
    expect(json<{ details: { issue: string }[] }>(res).details[0]?.issue).toBe(
      'ORDER_NOT_APPROVED',
    );
    expect(await paid(learner, pmp)).toBe(false);
  });
});

describe('PayPal-Request-Id idempotency', () => {
  test('a create whose answer is lost is repeated under the same id: one order at PayPal', async () => {
    const learner = await newUser(ctx);
    const before = paypal.orders().length;
    await fault('create');
    const id = await newOrder(learner, pmp);
    expect(paypal.orders().length).toBe(before + 1);
    expect(standInOrder(id).status).toBe('CREATED');
  });

  test('a capture whose answer is lost is repeated under the same id: one capture', async () => {
    const learner = await newUser(ctx);
    const id = await newOrder(learner, acp);
    await approve(id);
    await fault('capture');
    const res = await capture(learner, id);
    expect(res.statusCode).toBe(200);
    expect(standInOrder(id).purchase_units[0]?.payments?.captures).toHaveLength(1);
    expect(await paid(learner, acp)).toBe(true);
  });
});

describe('PayPal unreachable or refusing', () => {
  test('wrong credentials and an unreachable PayPal answer 502 with a detail', async () => {
    const wrong = await createTestApp({
      env: {
        PAYPAL_CLIENT_ID: paypal.clientId,
        PAYPAL_CLIENT_SECRET: 'not-the-secret',
        PAYPAL_API_BASE: paypal.url,
      },
    });
    const closed = await startPayPalStandIn();
    await closed.stop();
    const unreachable = await createTestApp({
      env: {
        PAYPAL_CLIENT_ID: paypal.clientId,
        PAYPAL_CLIENT_SECRET: paypal.clientSecret,
        PAYPAL_API_BASE: closed.url,
      },
    });
    try {
      for (const [app, detail] of [
        [wrong, 'PayPal refused to create the order.'],
        [unreachable, 'PayPal could not be reached. Please try again.'],
      ] as const) {
        const learner = await newUser(app);
        const res = await app.request({
          method: 'POST',
          url: '/api/create-payment/',
          payload: { cart: [{ id: pmp, quantity: 1 }] },
          token: learner.token,
        });
        expect(res.statusCode).toBe(502);
        expect(json(res)).toMatchObject({ detail });
      }
    } finally {
      await wrong.close();
      await unreachable.close();
    }
  });
});

describe('verifyCapture', () => {
  const row = {
    provider_order_id: 'ORDER1',
    user_id: 7,
    course_id: 4,
    amount: '269.10',
    currency: 'USD',
  };
  const order = (capture: object, extra: object = {}) => ({
    id: 'ORDER1',
    status: 'COMPLETED',
    purchase_units: [
      {
        reference_id: 'course-4',
        payments: {
          captures: [
            {
              id: 'CAP1',
              status: 'COMPLETED',
              amount: { currency_code: 'USD', value: '269.10' },
              custom_id: 'academy-user-7-course-4',
              ...capture,
            },
          ],
        },
      },
    ],
    ...extra,
  });

  test('accepts the completed capture of the expected amount, learner and course', () => {
    expect(verifyCapture(row, order({}))).toEqual({ ok: true, captureId: 'CAP1' });
  });

  test.each([
    ['another amount', order({ amount: { currency_code: 'USD', value: '0.01' } }), 'MISMATCH'],
    ['another currency', order({ amount: { currency_code: 'EUR', value: '269.10' } }), 'MISMATCH'],
    ['another learner', order({ custom_id: 'academy-user-8-course-4' }), 'MISMATCH'],
    ['a declined capture', order({ status: 'DECLINED' }), 'CAPTURE_DECLINED'],
    ['an order not completed', order({}, { status: 'APPROVED' }), 'APPROVED'],
    ['another order', order({}, { id: 'ORDER2' }), 'MISMATCH'],
    [
      'another course',
      order({}, { purchase_units: [{ reference_id: 'course-5', payments: { captures: [] } }] }),
      'MISMATCH',
    ],
  ])('refuses %s', (_name, candidate, status) => {
    expect(verifyCapture(row, candidate)).toMatchObject({ ok: false, status });
  });
});
