// Moyasar's faults (issue 36, docs/payments.md#tests): two tabs and two clicks, a coupon applied
// after the invoice, a tampered return and a notification whose body lies, an archived course,
// Moyasar down (creating, checking, notifying, refunding), amounts and currencies that are not
// ours, refunds clicked twice. Real client, stand-in, app (listening) and database.
import { randomUUID } from 'node:crypto';
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
  payMada,
  postMoyasarWebhook,
  refundOrder,
  setUpLocalCheckout,
  submit,
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

/** Moyasar's paid payments for one of our orders (its invoice). */
const paidAtMoyasar = (invoiceId: string) =>
  kit()
    .moyasar.payments()
    .filter((p) => p.invoice_id === invoiceId && p.status !== 'failed');

/** The notification Moyasar sent (or holds) about a payment. */
const notificationOf = (paymentId: string | null) =>
  kit()
    .moyasar.deliveries()
    .find((d) => d.body.data.id === paymentId)!;

test('two tabs: parallel creates share one invoice; parallel confirms and notifications enrol once', async () => {
  const { ctx, moyasar } = kit();
  const learner = await newUser(ctx);
  const created = await Promise.all(
    [1, 2].map(() => createLocal(ctx, learner, pmp, 'moyasar', 'mada')),
  );
  expect(created.map((res) => res.statusCode)).toEqual([201, 201]);
  const [first, second] = created.map((res) =>
    json<{ order_id: string; redirect_url: string }>(res),
  );
  expect(second).toEqual(first);
  expect(await ordersOf(ctx, learner, pmp)).toEqual([{ status: 'CREATED', amount: 1120 }]);

  moyasar.holdWebhooks();
  const back = await payMada(first!.redirect_url);
  const event = notificationOf(back.searchParams.get('id')).body;
  const answers = await Promise.all([
    confirmLocal(ctx, learner, first!.order_id),
    confirmLocal(ctx, learner, first!.order_id),
    postMoyasarWebhook(ctx, event),
    postMoyasarWebhook(ctx, event),
  ]);
  expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
  expect(answers.slice(0, 2).map((res) => json(res).status)).toEqual(['COMPLETED', 'COMPLETED']);
  expect(
    answers
      .slice(2)
      .map((res) => json(res).outcome)
      .sort(),
  ).toEqual(['applied', 'replayed']);
  await moyasar.releaseWebhooks();

  const row = await orderRow(ctx, first!.order_id);
  expect(row.status).toBe('COMPLETED');
  expect(paidAtMoyasar(row.payment_ref)).toHaveLength(1);
  expect(await enrolments(ctx, learner.id, pmp)).toBe(1);
  const third = await createLocal(ctx, learner, pmp, 'moyasar', 'stcpay');
  expect([third.statusCode, json(third)]).toEqual([409, { detail: paymentMessages.alreadyPaid }]);
});

test('a coupon applied after the invoice leaves it at its price; a new one takes the coupon; the second paid is given back', async () => {
  const { ctx } = kit();
  const learner = await newUser(ctx);
  const full = await newLocalOrder(ctx, learner, pmp, 'moyasar', 'mada');
  await applyCoupon(ctx, learner, pmp, 'PMP50');
  expect(await ordersOf(ctx, learner, pmp)).toEqual([{ status: 'CREATED', amount: 1120 }]);
  const discounted = await newLocalOrder(ctx, learner, pmp, 'moyasar', 'mada');
  expect(discounted.amount).toBe(1120 - 190);
  expect(await ordersOf(ctx, learner, pmp)).toEqual([
    { status: 'REPLACED', amount: 1120 },
    { status: 'CREATED', amount: 930 },
  ]);

  // The old tab pays the 1120.00 SAR its invoice showed: what its order says, so it enrols.
  await payMada(full.redirect_url);
  expect(json(await confirmLocal(ctx, learner, full.order_id))).toMatchObject({
    status: 'COMPLETED',
    amount: 1120,
  });
  // The coupon's invoice, paid as well, bought nothing: refunded whole through Moyasar.
  await payMada(discounted.redirect_url);
  expect(json(await confirmLocal(ctx, learner, discounted.order_id))).toMatchObject({
    status: 'REFUNDED',
    refunded_amount: 930,
  });
  expect(await enrolments(ctx, learner.id, pmp)).toBe(1);
  const { payment_ref } = await orderRow(ctx, discounted.order_id);
  expect(paidAtMoyasar(payment_ref)).toMatchObject([{ status: 'refunded', refunded: 93000 }]);
});

test('a tampered return and a notification whose body says paid are not believed: Moyasar is asked', async () => {
  const { ctx, moyasar } = kit();
  const learner = await newUser(ctx);
  const order = await newLocalOrder(ctx, learner, acp, 'moyasar', 'mada');
  const back = await payMada(order.redirect_url, 'decline');
  expect(back.searchParams.get('status')).toBe('failed');
  // The return edited to say paid and to name another learner's paid payment.
  const other = await newUser(ctx);
  const otherOrder = await newLocalOrder(ctx, other, acp, 'moyasar', 'mada');
  const paidElsewhere = new URL(await payMada(otherOrder.redirect_url)).searchParams.get('id');
  const tampered = await confirmLocal(ctx, learner, order.order_id, paidElsewhere);
  expect(json(tampered)).toMatchObject({
    status: 'DECLINED',
    amount: order.amount,
    currency: 'SAR',
  });

  // A notification with the secret token whose data claims paid: the payment is fetched.
  const failed = notificationOf(back.searchParams.get('id')).body;
  const lying = {
    ...failed,
    id: randomUUID(),
    type: 'payment_paid',
    data: { ...failed.data, status: 'paid' },
  };
  expect(json(await postMoyasarWebhook(ctx, lying))).toEqual({ outcome: 'applied' });
  const unsigned = { ...lying, id: randomUUID(), secret_token: undefined };
  expect((await postMoyasarWebhook(ctx, unsigned)).statusCode).toBe(401);
  expect((await orderRow(ctx, order.order_id)).status).toBe('DECLINED');
  expect(await enrolments(ctx, learner.id, acp)).toBe(0);
  expect(
    moyasar.payments().filter((p) => p.id === paidElsewhere && p.status === 'paid'),
  ).toHaveLength(1);
});

test('an archived course: no new invoice; one made before the archiving is honoured when paid', async () => {
  const { ctx } = kit();
  const learner = await newUser(ctx);
  const order = await newLocalOrder(ctx, learner, acp, 'moyasar', 'applepay');
  await whileArchived(ctx, acp, async () => {
    const refused = await createLocal(ctx, await newUser(ctx), acp, 'moyasar', 'mada');
    expect([refused.statusCode, json(refused)]).toEqual([
      400,
      { non_field_errors: ['This course is no longer sold.'] },
    ]);
    const page = new URL(order.redirect_url);
    const base = `${page.origin}${page.pathname}`;
    // Apple Pay has no code to type: the page's one step pays.
    const paid = await submit(`${base}/pay`, { method: 'applepay', outcome: 'pay' });
    expect(paid.status).toBe(303);
    expect(json(await confirmLocal(ctx, learner, order.order_id))).toMatchObject({
      status: 'COMPLETED',
    });
    expect(await enrolments(ctx, learner.id, acp)).toBe(1);
  });
});

test('Moyasar down: nothing is created, a payment is checked again and notified again, and enrols once', async () => {
  const { ctx, moyasar } = kit();
  const learner = await newUser(ctx);
  moyasar.setDown(true);
  const notCreated = await createLocal(ctx, learner, pmp, 'moyasar', 'mada');
  moyasar.setDown(false);
  expect([notCreated.statusCode, json(notCreated).detail]).toEqual([
    502,
    'Moyasar could not be reached, so nothing was charged. Please try again in a few minutes.',
  ]);
  expect(await ordersOf(ctx, learner, pmp)).toEqual([]);

  const order = await newLocalOrder(ctx, learner, pmp, 'moyasar', 'mada');
  moyasar.holdWebhooks();
  const event = notificationOf((await payMada(order.redirect_url)).searchParams.get('id')).body;
  moyasar.setDown(true);
  const [checking, notified] = await Promise.all([
    confirmLocal(ctx, learner, order.order_id),
    postMoyasarWebhook(ctx, event),
  ]);
  moyasar.setDown(false);
  expect([checking.statusCode, json(checking).detail]).toEqual([
    502,
    'Moyasar could not be reached, so your payment could not be checked yet. If you paid, nothing is lost and nothing is charged twice: the course is added as soon as Moyasar confirms it. Please try again in a few minutes.',
  ]);
  expect([notified.statusCode, json(notified).detail]).toEqual([
    502,
    'Moyasar could not be reached to check the notification, so it changed nothing. Send it again later.',
  ]);
  expect((await orderRow(ctx, order.order_id)).status).toBe('CREATED');

  // Two failed tries, then Moyasar answers: the read's third try gets through.
  moyasar.failNext(2);
  expect(json(await confirmLocal(ctx, learner, order.order_id))).toMatchObject({
    status: 'COMPLETED',
  });
  // Moyasar sends the notification again: handled (it was forgotten), and changes nothing more.
  expect(json(await postMoyasarWebhook(ctx, event))).toEqual({ outcome: 'applied' });
  await moyasar.releaseWebhooks();
  expect(await enrolments(ctx, learner.id, pmp)).toBe(1);
  expect(paidAtMoyasar((await orderRow(ctx, order.order_id)).payment_ref)).toHaveLength(1);
});

test('a payment of another amount or currency for our invoice is refused and shown to staff', async () => {
  const { ctx, moyasar } = kit();
  for (const [fields, paid] of [
    [{ amount: 100 }, '1.00 SAR'],
    [{ currency: 'USD' }, '930.00 USD'],
  ] as const) {
    const learner = await newUser(ctx);
    const order = await newLocalOrder(ctx, learner, acp, 'moyasar', 'creditcard');
    const { id, payment_ref } = await orderRow(ctx, order.order_id);
    const payment = moyasar.plant({ amount: 93000, ...fields, invoice_id: payment_ref });
    const res = await postMoyasarWebhook(ctx, {
      id: randomUUID(),
      type: 'payment_paid',
      secret_token: moyasar.webhookSecret,
      data: { id: payment.id },
    });
    expect(json(res)).toEqual({ outcome: 'applied' });
    expect(await enrolments(ctx, learner.id, acp)).toBe(0);
    const seen = await ctx.request({ url: `/api/admin/orders/${id}/`, token: roles.staff });
    expect(json(seen)).toMatchObject({
      status: 'MISMATCH',
      payment_note: `Paid ${paid}, the order is for 930.00 SAR: refund it, or grant the course by hand.`,
    });
  }
});

test('refunds: two clicks refund once; Moyasar down refunds nothing', async () => {
  const { ctx, moyasar } = kit();
  const learner = await newUser(ctx);
  const order = await newLocalOrder(ctx, learner, acp, 'moyasar', 'mada');
  await payMada(order.redirect_url);
  await confirmLocal(ctx, learner, order.order_id);
  const { id, payment_ref } = await orderRow(ctx, order.order_id);
  moyasar.setDown(true);
  const down = await refundOrder(ctx, id, { reason: 'Withdrew' }, roles.staff);
  moyasar.setDown(false);
  expect([down.statusCode, json(down).detail]).toEqual([
    502,
    'Moyasar could not be reached, so nothing was refunded. Please try again in a few minutes.',
  ]);
  const clicks = await Promise.all(
    [1, 2].map(() => refundOrder(ctx, id, { reason: 'Withdrew' }, roles.staff)),
  );
  expect(clicks.map((res) => res.statusCode).sort()).toEqual([201, 400]);
  expect(paidAtMoyasar(payment_ref)).toMatchObject([{ status: 'refunded', refunded: 93000 }]);
  expect(await orderRow(ctx, order.order_id)).toMatchObject({ status: 'REFUNDED', refunded: 930 });
  expect(await enrolments(ctx, learner.id, acp)).toBe(0);
});
