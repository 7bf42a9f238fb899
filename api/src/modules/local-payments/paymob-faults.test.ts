// Paymob's faults (issue 36, docs/payments.md#tests): two tabs and two clicks, a coupon applied
// after the intention, a tampered return, an archived course, Paymob down while a payment is
// checked, a currency that is not ours, refunds clicked twice or too large. Real client,
// stand-in, app (listening) and database.
import { roleTokens, type RoleTokens } from '../../test/admin-test-kit';
import { json, newUser } from '../../test/helpers';
import {
  applyCoupon,
  confirmLocal,
  createLocal,
  enrolments,
  newLocalOrder,
  orderRow,
  ordersOf,
  payPaymobCard,
  postPaymobWebhook,
  refundOrder,
  setUpLocalCheckout,
  whileArchived,
} from '../../test/local-checkout';
import { paymentMessages } from '../payments/messages';

const kit = setUpLocalCheckout();
let pmp: number;
let acp: number;
let roles: RoleTokens;

beforeAll(async () => {
  pmp = await kit().ctx.courseId('pmp');
  acp = await kit().ctx.courseId('pmi-acp');
  roles = await roleTokens(kit().ctx);
});

/** Paymob's successful transactions for one of our orders (its intention's order id). */
const paidAtPaymob = (paymentRef: string) =>
  kit()
    .paymob.transactions()
    .filter((t) => String(t.order.id) === paymentRef && t.success && !t.has_parent_transaction);

test('two tabs: parallel creates share one intention; parallel confirms and webhooks enrol once', async () => {
  const { ctx, paymob } = kit();
  const learner = await newUser(ctx);
  const created = await Promise.all(
    [1, 2].map(() => createLocal(ctx, learner, pmp, 'paymob', 'wallet')),
  );
  expect(created.map((res) => res.statusCode)).toEqual([201, 201]);
  const [first, second] = created.map((res) =>
    json<{ order_id: string; redirect_url: string }>(res),
  );
  expect(second).toEqual(first);
  expect(await ordersOf(ctx, learner, pmp)).toEqual([{ status: 'CREATED', amount: 9500 }]);

  paymob.holdWebhooks();
  // The wallet's page has no 3-D Secure step: it returns at once.
  const back = await payPaymobCard(first!.redirect_url);
  const transactionId = back.searchParams.get('id');
  const delivery = paymob.deliveries().find((d) => String(d.body.obj.id) === transactionId)!;
  const hmac = new URL(delivery.url).searchParams.get('hmac') ?? '';
  const answers = await Promise.all([
    confirmLocal(ctx, learner, first!.order_id, transactionId),
    confirmLocal(ctx, learner, first!.order_id, transactionId),
    postPaymobWebhook(ctx, hmac, delivery.body),
    postPaymobWebhook(ctx, hmac, delivery.body),
  ]);
  expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
  expect(answers.slice(0, 2).map((res) => json(res).status)).toEqual(['COMPLETED', 'COMPLETED']);
  expect(
    answers
      .slice(2)
      .map((res) => json(res).outcome)
      .sort(),
  ).toEqual(['applied', 'replayed']);
  await paymob.releaseWebhooks(); // Paymob's own delivery, late: a no-op.
  expect(delivery.status).toBe(200);

  const row = await orderRow(ctx, first!.order_id);
  expect(row.status).toBe('COMPLETED');
  expect(paidAtPaymob(row.payment_ref)).toHaveLength(1);
  expect(await enrolments(ctx, learner.id, pmp)).toBe(1);
  const third = await createLocal(ctx, learner, pmp, 'paymob', 'wallet');
  expect([third.statusCode, json(third)]).toEqual([409, { detail: paymentMessages.alreadyPaid }]);
});

test('a coupon applied after the intention leaves it at its price; a new one takes the coupon; the second paid is given back', async () => {
  const { ctx } = kit();
  const learner = await newUser(ctx);
  const full = await newLocalOrder(ctx, learner, acp, 'paymob', 'card');
  await applyCoupon(ctx, learner, acp, 'ACP25');
  // Paymob's intention cannot change its amount, and our order keeps the one it was made at.
  expect(await ordersOf(ctx, learner, acp)).toEqual([{ status: 'CREATED', amount: full.amount }]);
  const discounted = await newLocalOrder(ctx, learner, acp, 'paymob', 'card');
  expect(discounted.order_id).not.toBe(full.order_id);
  expect(discounted.amount).toBe(full.amount * 0.75);
  expect(await ordersOf(ctx, learner, acp)).toEqual([
    { status: 'REPLACED', amount: full.amount },
    { status: 'CREATED', amount: discounted.amount },
  ]);

  // The old tab pays the full price its page showed: what its order says, so it enrols.
  const oldTab = await payPaymobCard(full.redirect_url);
  const paid = await confirmLocal(ctx, learner, full.order_id, oldTab.searchParams.get('id'));
  expect(json(paid)).toMatchObject({ status: 'COMPLETED', amount: full.amount, currency: 'EGP' });
  // The coupon's tab, paid as well, bought nothing: refunded whole through Paymob.
  const newTab = await payPaymobCard(discounted.redirect_url);
  const given = await confirmLocal(
    ctx,
    learner,
    discounted.order_id,
    newTab.searchParams.get('id'),
  );
  expect(json(given)).toMatchObject({ status: 'REFUNDED', refunded_amount: discounted.amount });
  expect(await enrolments(ctx, learner.id, acp)).toBe(1);
  const refunded = kit()
    .paymob.transactions()
    .filter((t) => t.parent_transaction === Number(newTab.searchParams.get('id')));
  expect(refunded.map((t) => t.amount_cents)).toEqual([Math.round(discounted.amount * 100)]);
});

test('a tampered return is not believed: the server asks Paymob about the transaction it names', async () => {
  const { ctx } = kit();
  const learner = await newUser(ctx);
  const order = await newLocalOrder(ctx, learner, pmp, 'paymob', 'card');
  const back = await payPaymobCard(order.redirect_url, '4000000000000002');
  expect(back.searchParams.get('success')).toBe('false');
  // The return URL edited to say paid, 1.00 USD: the page sends the transaction id, and the
  // fields a tamperer adds to the body are not read.
  const tampered = await ctx.request({
    method: 'POST',
    url: `/api/local-payments/${order.order_id}/confirm/`,
    payload: {
      transaction_id: back.searchParams.get('id'),
      success: true,
      amount_cents: 100,
      currency: 'USD',
    },
    token: learner.token,
  });
  expect(json(tampered)).toMatchObject({
    status: 'DECLINED',
    amount: order.amount,
    currency: 'EGP',
  });
  // A transaction Paymob does not have is the learner's bad input, not Paymob's failure.
  const madeUp = await confirmLocal(ctx, learner, order.order_id, '1');
  expect([madeUp.statusCode, json(madeUp)]).toEqual([
    400,
    { non_field_errors: ['This payment is not for this order.'] },
  ]);
  expect((await orderRow(ctx, order.order_id)).status).toBe('DECLINED');
  expect(await enrolments(ctx, learner.id, pmp)).toBe(0);
});

test('an intention made before the course was archived is honoured when paid; nobody starts a new one', async () => {
  const { ctx } = kit();
  const learner = await newUser(ctx);
  const order = await newLocalOrder(ctx, learner, acp, 'paymob', 'card');
  await whileArchived(ctx, acp, async () => {
    const back = await payPaymobCard(order.redirect_url);
    const paid = await confirmLocal(ctx, learner, order.order_id, back.searchParams.get('id'));
    expect(json(paid)).toMatchObject({ status: 'COMPLETED', amount: order.amount });
    expect(await enrolments(ctx, learner.id, acp)).toBe(1);
    const late = await createLocal(ctx, await newUser(ctx), acp, 'paymob', 'kiosk');
    expect(json(late)).toEqual({ non_field_errors: ['This course is no longer sold.'] });
  });
});

test('Paymob down after the payment: the fetch is retried, a longer outage says nothing is lost, the next confirm enrols once', async () => {
  const { ctx, paymob } = kit();
  const learner = await newUser(ctx);
  const order = await newLocalOrder(ctx, learner, pmp, 'paymob', 'card');
  paymob.holdWebhooks();
  const transactionId = (await payPaymobCard(order.redirect_url)).searchParams.get('id');
  paymob.setDown(true);
  try {
    const down = await confirmLocal(ctx, learner, order.order_id, transactionId);
    expect([down.statusCode, json(down)]).toEqual([
      502,
      {
        detail:
          'Paymob could not be reached, so your payment could not be checked yet. If you paid, nothing is lost and nothing is charged twice: the course is added as soon as Paymob confirms it. Please try again in a few minutes.',
      },
    ]);
  } finally {
    paymob.setDown(false);
  }
  expect((await orderRow(ctx, order.order_id)).status).toBe('CREATED');
  expect(await enrolments(ctx, learner.id, pmp)).toBe(0);

  // Two failed tries, then Paymob answers: the read's third try gets through.
  paymob.failNext(2);
  const again = await confirmLocal(ctx, learner, order.order_id, transactionId);
  expect(json(again)).toMatchObject({ status: 'COMPLETED' });
  await paymob.releaseWebhooks();
  expect(await enrolments(ctx, learner.id, pmp)).toBe(1);
  expect(paidAtPaymob((await orderRow(ctx, order.order_id)).payment_ref)).toHaveLength(1);
});

test('a signed payment in another currency is refused and shown to staff with what to do', async () => {
  const { ctx, paymob } = kit();
  const learner = await newUser(ctx);
  const order = await newLocalOrder(ctx, learner, pmp, 'paymob', 'card');
  const { id, payment_ref } = await orderRow(ctx, order.order_id);
  const txn = paymob.plant({
    amount_cents: Math.round(order.amount * 100),
    currency: 'USD',
    order: { id: Number(payment_ref) },
  });
  const res = await postPaymobWebhook(ctx, paymob.hmacOf(txn), { type: 'TRANSACTION', obj: txn });
  expect(json(res)).toEqual({ outcome: 'applied' });
  expect(await enrolments(ctx, learner.id, pmp)).toBe(0);
  const seen = await ctx.request({ url: `/api/admin/orders/${id}/`, token: roles.staff });
  expect(json(seen)).toMatchObject({
    status: 'MISMATCH',
    payment_note: `Paid 9500.00 USD, the order is for 9500.00 EGP: refund it, or grant the course by hand.`,
  });
});

test('refunds: two clicks refund once; too much, unpaid, Paymob down and the wrong people are refused', async () => {
  const { ctx, paymob } = kit();
  const learner = await newUser(ctx);
  const order = await newLocalOrder(ctx, learner, acp, 'paymob', 'card');
  const { id } = await orderRow(ctx, order.order_id);
  const unpaid = await refundOrder(ctx, id, { reason: 'Too early' }, roles.staff);
  expect(json(unpaid)).toEqual({
    non_field_errors: ['Only a paid order can be refunded; this one is CREATED.'],
  });
  const back = await payPaymobCard(order.redirect_url);
  await confirmLocal(ctx, learner, order.order_id, back.searchParams.get('id'));
  expect((await refundOrder(ctx, id, { reason: 'Goodwill' }, roles.learner)).statusCode).toBe(403);
  expect((await refundOrder(ctx, id, { reason: 'Goodwill' }, '')).statusCode).toBe(401);
  const tooMuch = await refundOrder(
    ctx,
    id,
    { amount: order.amount + 0.01, reason: 'Oops' },
    roles.staff,
  );
  expect(json(tooMuch)).toEqual({ amount: [`Enter an amount from 0.01 to 7900.00 EGP.`] });
  paymob.setDown(true);
  try {
    const down = await refundOrder(ctx, id, { reason: 'Withdrew' }, roles.staff);
    expect([down.statusCode, json(down).detail]).toEqual([
      502,
      'Paymob could not be reached, so nothing was refunded. Please try again in a few minutes.',
    ]);
  } finally {
    paymob.setDown(false);
  }
  expect((await orderRow(ctx, order.order_id)).status).toBe('COMPLETED');

  const clicks = await Promise.all(
    [1, 2].map(() => refundOrder(ctx, id, { reason: 'Withdrew' }, roles.staff)),
  );
  expect(clicks.map((res) => res.statusCode).sort()).toEqual([201, 400]);
  const refunds = paymob
    .transactions()
    .filter((t) => t.parent_transaction === Number(back.searchParams.get('id')));
  expect(refunds.map((t) => t.amount_cents)).toEqual([790000]);
  expect(await orderRow(ctx, order.order_id)).toMatchObject({ status: 'REFUNDED', refunded: 7900 });
  expect(await enrolments(ctx, learner.id, acp)).toBe(0);
});
