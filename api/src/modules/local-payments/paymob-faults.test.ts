// Paymob's faults (issue 36, docs/payments.md#tests): two tabs and two clicks, a coupon applied
// after the intention, a tampered return, an archived course, Paymob down while a payment is
// checked, a currency that is not ours, refunds clicked twice or too large. Real client,
// stand-in, app (listening) and database.
import { json, newUser } from '../../test/helpers';
import * as local from '../../test/local-faults';

const kit = local.setUpLocalCheckout();

/** Paymob's successful transactions for one of our orders (its intention's order id). */
const paidAtPaymob = (paymentRef: string) =>
  kit()
    .paymob.transactions()
    .filter((t) => String(t.order.id) === paymentRef && t.success && !t.has_parent_transaction);

/** The amounts Paymob refunded of a transaction, in piastres. */
const refundsAtPaymob = (transactionId: string | null) =>
  kit()
    .paymob.transactions()
    .filter((t) => t.parent_transaction === Number(transactionId))
    .map((t) => t.amount_cents);

/** The learner pays the order on Paymob's page and the return confirms it; the answer. */
async function payAndConfirm(
  learner: local.Learner,
  order: { order_id: string; redirect_url: string },
) {
  const transactionId = (await local.payPaymobCard(order.redirect_url)).searchParams.get('id');
  return local.confirmLocal(kit().ctx, learner, order.order_id, transactionId);
}

test('two tabs: parallel creates share one intention; parallel confirms and webhooks enrol once', async () => {
  const { ctx, paymob, courses } = kit();
  const learner = await newUser(ctx);
  const order = await local.createInTwoTabs(ctx, learner, courses.pmp, 'paymob', 'wallet');
  paymob.holdWebhooks();
  // The wallet's page has no 3-D Secure step: it returns at once.
  const transactionId = (await local.payPaymobCard(order.redirect_url)).searchParams.get('id');
  const delivery = paymob.deliveries().find((d) => String(d.body.obj.id) === transactionId)!;
  const hmac = new URL(delivery.url).searchParams.get('hmac') ?? '';
  await local.confirmAndNotifyTwice(ctx, learner, order.order_id, transactionId, () =>
    local.postPaymobWebhook(ctx, hmac, delivery.body),
  );
  await paymob.releaseWebhooks(); // Paymob's own delivery, late: a no-op.
  expect(delivery.status).toBe(200);

  const row = await local.expectEnrolledOnce(ctx, learner, courses.pmp, order.order_id, 'paymob');
  expect(paidAtPaymob(row.payment_ref)).toHaveLength(1);
});

test('a coupon applied after the intention leaves it at its price; a new one takes the coupon; the second paid is given back', async () => {
  const { ctx, courses } = kit();
  const { learner, order: full } = await local.learnerWithOrder(ctx, courses.acp, 'paymob', 'card');
  // Paymob's intention cannot change its amount, and our order keeps the one it was made at.
  const discounted = await local.payAgainWithCoupon(ctx, learner, courses.acp, {
    title: 'ACP25',
    before: 7900,
    after: 5925,
  });

  // The old tab pays the full price its page showed: what its order says, so it enrols.
  const paid = await payAndConfirm(learner, full);
  expect(json(paid)).toMatchObject({ status: 'COMPLETED', amount: 7900, currency: 'EGP' });
  // The coupon's tab, paid as well, bought nothing: refunded whole through Paymob.
  const given = await payAndConfirm(learner, discounted);
  expect(json(given)).toMatchObject({ status: 'REFUNDED', refunded_amount: 5925 });
  expect(await local.enrolments(ctx, learner.id, courses.acp)).toBe(1);
  const { transaction_id } = await local.orderRow(ctx, discounted.order_id);
  expect(refundsAtPaymob(transaction_id)).toEqual([592500]);
});

test('a tampered return is not believed: the server asks Paymob about the transaction it names', async () => {
  const { ctx, courses } = kit();
  const { learner, order } = await local.learnerWithOrder(ctx, courses.pmp, 'paymob', 'card');
  const back = await local.payPaymobCard(order.redirect_url, '4000000000000002');
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
  expect(json(tampered)).toMatchObject({ status: 'DECLINED', amount: 9500, currency: 'EGP' });
  // A transaction Paymob does not have is the learner's bad input, not Paymob's failure.
  const madeUp = await local.confirmLocal(ctx, learner, order.order_id, '1');
  expect([madeUp.statusCode, json(madeUp)]).toEqual([
    400,
    { non_field_errors: ['This payment is not for this order.'] },
  ]);
  expect(await local.ordersOf(ctx, learner, courses.pmp)).toEqual([
    { status: 'DECLINED', amount: 9500 },
  ]);
  expect(await local.enrolments(ctx, learner.id, courses.pmp)).toBe(0);
});

test('an intention made before the course was archived is honoured when paid; nobody starts a new one', async () => {
  const { ctx, courses } = kit();
  const { learner, order } = await local.learnerWithOrder(ctx, courses.acp, 'paymob', 'card');
  await local.whileArchived(ctx, courses.acp, async () => {
    const paid = await payAndConfirm(learner, order);
    expect(json(paid)).toMatchObject({ status: 'COMPLETED', amount: 7900 });
    expect(await local.enrolments(ctx, learner.id, courses.acp)).toBe(1);
    const late = await local.createLocal(ctx, await newUser(ctx), courses.acp, 'paymob', 'kiosk');
    expect(json(late)).toEqual({ non_field_errors: ['This course is no longer sold.'] });
  });
});

test('Paymob down after the payment: the fetch is retried, a longer outage says nothing is lost, the next confirm enrols once', async () => {
  const { ctx, paymob, courses } = kit();
  const { learner, order } = await local.learnerWithOrder(ctx, courses.pmp, 'paymob', 'card');
  paymob.holdWebhooks();
  const transactionId = (await local.payPaymobCard(order.redirect_url)).searchParams.get('id');
  const down = await local.whileDown(paymob, () =>
    local.confirmLocal(ctx, learner, order.order_id, transactionId),
  );
  expect([down.statusCode, json(down).detail]).toEqual([
    502,
    'Paymob could not be reached, so your payment could not be checked yet. If you paid, nothing is lost and nothing is charged twice: the course is added as soon as Paymob confirms it. Please try again in a few minutes.',
  ]);
  expect((await local.orderRow(ctx, order.order_id)).status).toBe('CREATED');

  // Two failed tries, then Paymob answers: the read's third try gets through.
  paymob.failNext(2);
  const again = await local.confirmLocal(ctx, learner, order.order_id, transactionId);
  expect(json(again)).toMatchObject({ status: 'COMPLETED' });
  await paymob.releaseWebhooks();
  expect(await local.enrolments(ctx, learner.id, courses.pmp)).toBe(1);
  expect(paidAtPaymob((await local.orderRow(ctx, order.order_id)).payment_ref)).toHaveLength(1);
});

test('a signed payment in another currency is refused and shown to staff with what to do', async () => {
  const { ctx, paymob, courses, roles } = kit();
  const { learner, order } = await local.learnerWithOrder(ctx, courses.pmp, 'paymob', 'card');
  const { id, payment_ref } = await local.orderRow(ctx, order.order_id);
  const txn = paymob.plant({
    amount_cents: 950000,
    currency: 'USD',
    order: { id: Number(payment_ref) },
  });
  const res = await local.postPaymobWebhook(ctx, paymob.hmacOf(txn), {
    type: 'TRANSACTION',
    obj: txn,
  });
  const refused = { learner, courseId: courses.pmp, orderId: id, staffToken: roles.staff };
  await local.expectRefusedAndShown(
    ctx,
    res,
    refused,
    'Paid 9500.00 USD, the order is for 9500.00 EGP: refund it, or grant the course by hand.',
  );
});

test('refunds: two clicks refund once; too much, unpaid, Paymob down and the wrong people are refused', async () => {
  const { ctx, paymob, courses, roles } = kit();
  const { learner, order } = await local.learnerWithOrder(ctx, courses.acp, 'paymob', 'card');
  const { id } = await local.orderRow(ctx, order.order_id);
  const refund = (payload: object, token = roles.staff) =>
    local.refundOrder(ctx, id, payload, token);
  expect(json(await refund({ reason: 'Too early' }))).toEqual({
    non_field_errors: ['Only a paid order can be refunded; this one is CREATED.'],
  });
  await payAndConfirm(learner, order);
  expect((await refund({ reason: 'Goodwill' }, roles.learner)).statusCode).toBe(403);
  expect((await refund({ reason: 'Goodwill' }, '')).statusCode).toBe(401);
  expect(json(await refund({ amount: 7900.01, reason: 'Oops' }))).toEqual({
    amount: ['Enter an amount from 0.01 to 7900.00 EGP.'],
  });
  const down = await local.whileDown(paymob, () => refund({ reason: 'Withdrew' }));
  expect([down.statusCode, json(down).detail]).toEqual([
    502,
    'Paymob could not be reached, so nothing was refunded. Please try again in a few minutes.',
  ]);
  expect((await local.orderRow(ctx, order.order_id)).status).toBe('COMPLETED');

  await local.refundTwiceAtOnce(ctx, id, roles.staff);
  const { transaction_id } = await local.orderRow(ctx, order.order_id);
  expect(refundsAtPaymob(transaction_id)).toEqual([790000]);
  expect(await local.orderRow(ctx, order.order_id)).toMatchObject({
    status: 'REFUNDED',
    refunded: 7900,
  });
  expect(await local.enrolments(ctx, learner.id, courses.acp)).toBe(0);
});
