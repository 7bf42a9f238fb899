// Moyasar's faults (issue 36, docs/payments.md#tests): two tabs and two clicks, a coupon applied
// after the invoice, a tampered return and a notification whose body lies, an archived course,
// Moyasar down (creating, checking, notifying, refunding), amounts and currencies that are not
// ours, refunds clicked twice. Real client, stand-in, app (listening) and database.
import { randomUUID } from 'node:crypto';
import { json, newUser } from '../../test/helpers';
import * as local from '../../test/local-faults';

const kit = local.setUpLocalCheckout();

/** Moyasar's payments for one of our orders (its invoice) that were paid. */
const paidAtMoyasar = (invoiceId: string) =>
  kit()
    .moyasar.payments()
    .filter((p) => p.invoice_id === invoiceId && p.status !== 'failed');

/** The notification Moyasar sent (or holds) about a payment. */
const notificationOf = (paymentId: string | null) =>
  kit()
    .moyasar.deliveries()
    .find((d) => d.body.data.id === paymentId)!.body;

/** The learner pays the order with mada on Moyasar's page and the return confirms it. */
async function payAndConfirm(
  learner: local.Learner,
  order: { order_id: string; redirect_url: string },
) {
  await local.payMada(order.redirect_url);
  return local.confirmLocal(kit().ctx, learner, order.order_id);
}

test('two tabs: parallel creates share one invoice; parallel confirms and notifications enrol once', async () => {
  const { ctx, moyasar, courses } = kit();
  const learner = await newUser(ctx);
  const order = await local.createInTwoTabs(ctx, learner, courses.pmp, 'moyasar', 'mada');
  moyasar.holdWebhooks();
  const event = notificationOf((await local.payMada(order.redirect_url)).searchParams.get('id'));
  await local.confirmAndNotifyTwice(ctx, learner, order.order_id, null, () =>
    local.postMoyasarWebhook(ctx, event),
  );
  await moyasar.releaseWebhooks(); // Moyasar's own delivery, late: a no-op.

  const row = await local.expectEnrolledOnce(ctx, learner, courses.pmp, order.order_id, 'moyasar');
  expect(paidAtMoyasar(row.payment_ref)).toHaveLength(1);
});

test('a coupon applied after the invoice leaves it at its price; a new one takes the coupon; the second paid is given back', async () => {
  const { ctx, courses } = kit();
  const { learner, order: full } = await local.learnerWithOrder(
    ctx,
    courses.pmp,
    'moyasar',
    'mada',
  );
  // Moyasar's invoice keeps its amount, and so does our order.
  const discounted = await local.payAgainWithCoupon(ctx, learner, courses.pmp, {
    title: 'PMP50',
    before: 1120,
    after: 930,
  });

  // The old tab pays the 1120.00 SAR its invoice showed: what its order says, so it enrols.
  expect(json(await payAndConfirm(learner, full))).toMatchObject({
    status: 'COMPLETED',
    amount: 1120,
  });
  // The coupon's invoice, paid as well, bought nothing: refunded whole through Moyasar.
  expect(json(await payAndConfirm(learner, discounted))).toMatchObject({
    status: 'REFUNDED',
    refunded_amount: 930,
  });
  expect(await local.enrolments(ctx, learner.id, courses.pmp)).toBe(1);
  const { payment_ref } = await local.orderRow(ctx, discounted.order_id);
  expect(paidAtMoyasar(payment_ref)).toMatchObject([{ status: 'refunded', refunded: 93000 }]);
});

test('a tampered return and a notification whose body says paid are not believed: Moyasar is asked', async () => {
  const { ctx, moyasar, courses } = kit();
  const { learner, order } = await local.learnerWithOrder(ctx, courses.acp, 'moyasar', 'mada');
  const back = await local.payMada(order.redirect_url, 'decline');
  expect(back.searchParams.get('status')).toBe('failed');
  // The return edited to say paid and to name another learner's paid payment.
  const other = await local.learnerWithOrder(ctx, courses.acp, 'moyasar', 'mada');
  const paidElsewhere = (await local.payMada(other.order.redirect_url)).searchParams.get('id');
  const tampered = await local.confirmLocal(ctx, learner, order.order_id, paidElsewhere);
  expect(json(tampered)).toMatchObject({ status: 'DECLINED', amount: 930, currency: 'SAR' });

  // A notification with the secret token whose data claims paid: the payment is fetched.
  const failed = notificationOf(back.searchParams.get('id'));
  const lying = {
    ...failed,
    id: randomUUID(),
    type: 'payment_paid',
    data: { ...failed.data, status: 'paid' },
  };
  expect(json(await local.postMoyasarWebhook(ctx, lying))).toEqual({ outcome: 'applied' });
  const unsigned = { ...lying, id: randomUUID(), secret_token: undefined };
  expect((await local.postMoyasarWebhook(ctx, unsigned)).statusCode).toBe(401);
  expect(await local.ordersOf(ctx, learner, courses.acp)).toEqual([
    { status: 'DECLINED', amount: 930 },
  ]);
  expect(await local.enrolments(ctx, learner.id, courses.acp)).toBe(0);
  expect(moyasar.payments().find((p) => p.id === paidElsewhere)?.status).toBe('paid');
});

test('an archived course: no new invoice; one made before the archiving is honoured when paid', async () => {
  const { ctx, courses } = kit();
  const { learner, order } = await local.learnerWithOrder(ctx, courses.acp, 'moyasar', 'applepay');
  await local.whileArchived(ctx, courses.acp, async () => {
    const refused = await local.createLocal(
      ctx,
      await newUser(ctx),
      courses.acp,
      'moyasar',
      'mada',
    );
    expect([refused.statusCode, json(refused)]).toEqual([
      400,
      { non_field_errors: ['This course is no longer sold.'] },
    ]);
    // Apple Pay has no code to type: the page's one step pays.
    const page = new URL(order.redirect_url);
    const paid = await local.submit(`${page.origin}${page.pathname}/pay`, {
      method: 'applepay',
      outcome: 'pay',
    });
    expect(paid.status).toBe(303);
    expect(json(await local.confirmLocal(ctx, learner, order.order_id))).toMatchObject({
      status: 'COMPLETED',
    });
    expect(await local.enrolments(ctx, learner.id, courses.acp)).toBe(1);
  });
});

test('Moyasar down: nothing is created, a payment is checked again and notified again, and enrols once', async () => {
  const { ctx, moyasar, courses } = kit();
  const learner = await newUser(ctx);
  const notCreated = await local.whileDown(moyasar, () =>
    local.createLocal(ctx, learner, courses.pmp, 'moyasar', 'mada'),
  );
  expect([notCreated.statusCode, json(notCreated).detail]).toEqual([
    502,
    'Moyasar could not be reached, so nothing was charged. Please try again in a few minutes.',
  ]);
  expect(await local.ordersOf(ctx, learner, courses.pmp)).toEqual([]);

  const order = await local.newLocalOrder(ctx, learner, courses.pmp, 'moyasar', 'mada');
  moyasar.holdWebhooks();
  const event = notificationOf((await local.payMada(order.redirect_url)).searchParams.get('id'));
  const [checking, notified] = await local.whileDown(moyasar, () =>
    Promise.all([
      local.confirmLocal(ctx, learner, order.order_id),
      local.postMoyasarWebhook(ctx, event),
    ]),
  );
  expect([checking.statusCode, json(checking).detail]).toEqual([
    502,
    'Moyasar could not be reached, so your payment could not be checked yet. If you paid, nothing is lost and nothing is charged twice: the course is added as soon as Moyasar confirms it. Please try again in a few minutes.',
  ]);
  expect([notified.statusCode, json(notified).detail]).toEqual([
    502,
    'Moyasar could not be reached to check the notification, so it changed nothing. Send it again later.',
  ]);
  expect((await local.orderRow(ctx, order.order_id)).status).toBe('CREATED');

  // Two failed tries, then Moyasar answers: the read's third try gets through.
  moyasar.failNext(2);
  expect(json(await local.confirmLocal(ctx, learner, order.order_id))).toMatchObject({
    status: 'COMPLETED',
  });
  // Moyasar sends the notification again: handled (it was forgotten), and changes nothing more.
  expect(json(await local.postMoyasarWebhook(ctx, event))).toEqual({ outcome: 'applied' });
  await moyasar.releaseWebhooks();
  expect(await local.enrolments(ctx, learner.id, courses.pmp)).toBe(1);
  expect(paidAtMoyasar((await local.orderRow(ctx, order.order_id)).payment_ref)).toHaveLength(1);
});

test('a payment of another amount or currency for our invoice is refused and shown to staff', async () => {
  const { ctx, moyasar, courses, roles } = kit();
  for (const [fields, paid] of [
    [{ amount: 100, currency: 'SAR' }, '1.00 SAR'],
    [{ amount: 93000, currency: 'USD' }, '930.00 USD'],
  ] as const) {
    const { learner, order } = await local.learnerWithOrder(
      ctx,
      courses.acp,
      'moyasar',
      'creditcard',
    );
    const { id, payment_ref } = await local.orderRow(ctx, order.order_id);
    const payment = moyasar.plant({ ...fields, invoice_id: payment_ref });
    const res = await local.postMoyasarWebhook(ctx, {
      id: randomUUID(),
      type: 'payment_paid',
      secret_token: moyasar.webhookSecret,
      data: { id: payment.id },
    });
    const refused = { learner, courseId: courses.acp, orderId: id, staffToken: roles.staff };
    await local.expectRefusedAndShown(
      ctx,
      res,
      refused,
      `Paid ${paid}, the order is for 930.00 SAR: refund it, or grant the course by hand.`,
    );
  }
});

test('refunds: two clicks refund once; Moyasar down refunds nothing', async () => {
  const { ctx, moyasar, courses, roles } = kit();
  const { learner, order } = await local.learnerWithOrder(ctx, courses.acp, 'moyasar', 'mada');
  await payAndConfirm(learner, order);
  const { id, payment_ref } = await local.orderRow(ctx, order.order_id);
  const down = await local.whileDown(moyasar, () =>
    local.refundOrder(ctx, id, { reason: 'Withdrew' }, roles.staff),
  );
  expect([down.statusCode, json(down).detail]).toEqual([
    502,
    'Moyasar could not be reached, so nothing was refunded. Please try again in a few minutes.',
  ]);
  await local.refundTwiceAtOnce(ctx, id, roles.staff);
  expect(paidAtMoyasar(payment_ref)).toMatchObject([{ status: 'refunded', refunded: 93000 }]);
  expect(await local.orderRow(ctx, order.order_id)).toMatchObject({
    status: 'REFUNDED',
    refunded: 930,
  });
  expect(await local.enrolments(ctx, learner.id, courses.acp)).toBe(0);
});
