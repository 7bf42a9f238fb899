// One payment per learner and course (issue 16, finding 1): tabs and parallel requests share one
// open order, one capture runs at a time, none once the course is owned, and a capture that
// completes anyway is refunded through PayPal and recorded. Real client, stand-in, app and database.
import {
  type PayPalOrder as StandInOrder,
  type PayPalStandIn,
} from '../../../../tools/standins/index.cjs';
import { json, markPaid, newUser, type TestContext } from '../../test/helpers';
import { type Learner, setUpPayPalCheckout } from '../../test/paypal-checkout';
import { paymentMessages } from './messages';

const checkout = setUpPayPalCheckout();
const { post, createPayment, capture, newOrder, approve } = checkout;
let paypal: PayPalStandIn;
let ctx: TestContext;
let pmp: number;
let acp: number;

beforeAll(async () => {
  ({ paypal, ctx } = checkout);
  pmp = await ctx.courseId('pmp');
  acp = await ctx.courseId('pmi-acp');
});

const record = (learner: Learner, orderId: string, courseId: number) =>
  post('/api/orders/', { order_id: orderId, user: learner.id, course: courseId }, learner);

/** A capture made at PayPal by a call whose answer never reached the server. */
async function captureBehindOurBack(orderId: string): Promise<void> {
  const basic = Buffer.from(`${paypal.clientId}:${paypal.clientSecret}`).toString('base64');
  const token = await fetch(`${paypal.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  }).then((r) => r.json() as Promise<{ access_token: string }>);
  const res = await fetch(`${paypal.url}/v2/checkout/orders/${orderId}/capture`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(res.status).toBe(201);
}

/** The learner's captures at PayPal for a course (custom_id names learner and course). */
function capturesAtPayPal(learner: Learner, courseId: number) {
  return paypal
    .orders()
    .filter((o: StandInOrder) => o.purchase_units[0]?.custom_id === customId(learner, courseId))
    .flatMap((o: StandInOrder) => o.purchase_units[0]?.payments?.captures ?? []);
}
const customId = (learner: Learner, courseId: number) =>
  `academy-user-${learner.id}-course-${courseId}`;

async function enrolments(learner: Learner, courseId: number): Promise<number> {
  const { rows } = await ctx.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM enrollments WHERE user_id = $1 AND course_id = $2',
    [learner.id, courseId],
  );
  return rows[0]?.n ?? 0;
}

async function orderRow(orderId: string) {
  const { rows } = await ctx.db.query<Record<string, unknown>>(
    'SELECT status, capture_id, refund_id, refunded_at FROM orders WHERE provider_order_id = $1',
    [orderId],
  );
  return rows[0];
}

describe('one payment per learner and course', () => {
  test('four tabs create, approve and capture in parallel: one order, one charge', async () => {
    const learner = await newUser(ctx);
    const created = await Promise.all([1, 2, 3, 4].map(() => createPayment(learner, pmp)));
    expect(created.map((res) => res.statusCode)).toEqual([201, 201, 201, 201]);
    const ids = created.map((res) => json<{ id: string }>(res).id);
    expect(new Set(ids).size).toBe(1);

    for (const id of new Set(ids)) await approve(id);
    const captured = await Promise.all(ids.map((id) => capture(learner, id)));
    for (const res of captured) expect([200, 409]).toContain(res.statusCode);
    expect(captured.filter((res) => res.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(capturesAtPayPal(learner, pmp)).toHaveLength(1);
    expect(await enrolments(learner, pmp)).toBe(1);

    // Paid: a fifth tab cannot start another payment.
    const fifth = await createPayment(learner, pmp);
    expect([fifth.statusCode, json(fifth)]).toEqual([409, { detail: paymentMessages.alreadyPaid }]);
  });

  test('two approved orders (the price changed between tabs) captured in parallel: one charge, one 409', async () => {
    const learner = await newUser(ctx);
    const fullPrice = await newOrder(learner, acp);
    const coupon = await post(
      '/api/apply-coupon/',
      { course_id: acp, user_id: learner.id, coupon_title: 'WELCOME10' },
      learner,
    );
    expect(coupon.statusCode).toBe(200);
    const discounted = await newOrder(learner, acp);
    expect(discounted).not.toBe(fullPrice);
    expect((await orderRow(fullPrice))?.status).toBe('REPLACED');
    await approve(fullPrice);
    await approve(discounted);

    const [first, second] = await Promise.all([
      capture(learner, fullPrice),
      capture(learner, discounted),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    const refused = first?.statusCode === 409 ? first : second;
    expect([paymentMessages.paymentUnderWay, paymentMessages.alreadyPaid]).toContain(
      json(refused!).detail,
    );
    expect(capturesAtPayPal(learner, acp)).toHaveLength(1);
    expect(await enrolments(learner, acp)).toBe(1);

    // Again, one after the other: refused before PayPal is asked, nothing more is charged.
    const refusedId = first?.statusCode === 409 ? fullPrice : discounted;
    const again = await capture(learner, refusedId);
    expect([again.statusCode, json(again)]).toEqual([409, { detail: paymentMessages.alreadyPaid }]);
    expect(capturesAtPayPal(learner, acp)).toHaveLength(1);
  });

  test('the same price reuses the open order; a new price replaces it', async () => {
    const learner = await newUser(ctx);
    const first = await newOrder(learner, pmp);
    expect(await newOrder(learner, pmp)).toBe(first);
    await post(
      '/api/apply-coupon/',
      { course_id: pmp, user_id: learner.id, coupon_title: 'PMP50' },
      learner,
    );
    const discounted = await newOrder(learner, pmp);
    expect(discounted).not.toBe(first);
    expect(await newOrder(learner, pmp)).toBe(discounted);
    const { rows } = await ctx.db.query<{ status: string }>(
      'SELECT status FROM orders WHERE user_id = $1 AND course_id = $2 ORDER BY id',
      [learner.id, pmp],
    );
    expect(rows.map((row) => row.status)).toEqual(['REPLACED', 'CREATED']);
  });

  test('a capture once the course is owned is refused (409) and PayPal charges nothing', async () => {
    const learner = await newUser(ctx);
    const id = await newOrder(learner, pmp);
    await approve(id);
    // The academy granted the course meanwhile (a bank transfer, say).
    await markPaid(ctx, learner.id, pmp);
    const res = await capture(learner, id);
    expect([res.statusCode, json(res)]).toEqual([409, { detail: paymentMessages.alreadyPaid }]);
    expect(capturesAtPayPal(learner, pmp)).toHaveLength(0);
    // The order is still the open one, as it was.
    expect((await orderRow(id))?.status).toBe('CREATED');
  });

  test('a capture that completes after enrolment is refunded through PayPal and recorded', async () => {
    const learner = await newUser(ctx);
    const id = await newOrder(learner, acp);
    await approve(id);
    await markPaid(ctx, learner.id, acp);
    await captureBehindOurBack(id);

    const res = await capture(learner, id);
    expect([res.statusCode, json(res)]).toEqual([409, { detail: paymentMessages.refunded }]);
    const [captured] = capturesAtPayPal(learner, acp);
    expect(captured?.status).toBe('REFUNDED');
    const refunds = paypal.refunds().filter((refund) => refund.order_id === id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      capture_id: captured?.id,
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '249.00' },
    });
    const row = await orderRow(id);
    expect(row).toMatchObject({
      status: 'REFUNDED',
      capture_id: captured?.id,
      refund_id: refunds[0]?.id,
    });
    expect(row?.refunded_at).not.toBeNull();

    // Asked again, by capture or record: the same answer, no second refund, still one enrolment.
    for (const again of [await capture(learner, id), await record(learner, id, acp)]) {
      expect([again.statusCode, json(again)]).toEqual([409, { detail: paymentMessages.refunded }]);
    }
    expect(paypal.refunds().filter((refund) => refund.order_id === id)).toHaveLength(1);
    expect(await enrolments(learner, acp)).toBe(1);
  });

  test('recording an order PayPal captured after enrolment refunds it too', async () => {
    const learner = await newUser(ctx);
    const id = await newOrder(learner, pmp);
    await approve(id);
    await markPaid(ctx, learner.id, pmp);
    await captureBehindOurBack(id);
    const res = await record(learner, id, pmp);
    expect([res.statusCode, json(res)]).toEqual([409, { detail: paymentMessages.refunded }]);
    expect(paypal.refunds().filter((refund) => refund.order_id === id)).toHaveLength(1);
    expect((await orderRow(id))?.status).toBe('REFUNDED');
  });

  test('a capture claim left by a crashed instance is freed after a while, not held forever', async () => {
    const learner = await newUser(ctx);
    const stuck = await newOrder(learner, pmp);
    await approve(stuck);
    // An instance claimed the capture, then died before PayPal answered or the order was settled.
    const markCapturing = (minutesAgo: number) =>
      ctx.db.query(
        `UPDATE orders SET status = 'CAPTURING', updated_at = now() - make_interval(mins => $2)
         WHERE provider_order_id = $1`,
        [stuck, minutesAgo],
      );
    await markCapturing(0);
    // A claim this fresh may be a capture under way: still refused.
    const meanwhile = await createPayment(learner, pmp);
    expect([meanwhile.statusCode, json(meanwhile)]).toEqual([
      409,
      { detail: paymentMessages.paymentUnderWay },
    ]);

    await markCapturing(10);
    const captured = await capture(learner, stuck);
    expect(captured.statusCode).toBe(200);
    expect(capturesAtPayPal(learner, pmp)).toHaveLength(1);
    expect(await enrolments(learner, pmp)).toBe(1);
  });

  test('a new payment is not blocked by a capture claim a crashed instance left behind', async () => {
    const learner = await newUser(ctx);
    const stuck = await newOrder(learner, acp);
    await ctx.db.query(
      `UPDATE orders SET status = 'CAPTURING', updated_at = now() - interval '10 minutes'
       WHERE provider_order_id = $1`,
      [stuck],
    );
    const next = await createPayment(learner, acp);
    expect(next.statusCode).toBe(201);
    expect((await orderRow(stuck))?.status).toBe('REPLACED');
  });
});
