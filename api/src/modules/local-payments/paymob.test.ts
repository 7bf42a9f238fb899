// Paying in EGP through Paymob (issue 36): card with 3-D Secure, kiosk references paid later or
// expiring, the return and the webhook deciding once, forged and replayed webhooks, mismatched
// amounts, a provider that is down. Real client, stand-in, app (listening) and database.
import { json, newUser } from '../../test/helpers';
import { pdfText } from '../../test/pdf';
import {
  confirmLocal,
  createLocal,
  enrolments,
  type Learner,
  newLocalOrder,
  orderRow,
  payPaymobCard,
  postPaymobWebhook,
  setUpLocalCheckout,
  submit,
} from '../../test/local-checkout';

const kit = setUpLocalCheckout();
let pmp: number;
let acp: number;

beforeAll(async () => {
  pmp = await kit().ctx.courseId('pmp');
  acp = await kit().ctx.courseId('pmi-acp');
});

const confirm = (reference: string, learner: Learner, transactionId?: string) =>
  confirmLocal(kit().ctx, learner, reference, transactionId);
const postWebhook = (hmac: string, body: unknown) => postPaymobWebhook(kit().ctx, hmac, body);

test('options: an Egyptian learner sees Paymob in EGP first, then PayPal is absent when not configured', async () => {
  const learner = await newUser(kit().ctx);
  const res = await kit().ctx.request({
    url: `/api/payment-options/${pmp}/?country=EG`,
    token: learner.token,
  });
  const { rows } = await kit().ctx.db.query<{ price_le: string }>(
    'SELECT price_le FROM courses WHERE id = $1',
    [pmp],
  );
  expect(json(res)).toEqual({
    coupon_title: null,
    options: [
      {
        provider: 'paymob',
        currency: 'EGP',
        amount: Number(rows[0]?.price_le),
        methods: ['card', 'wallet', 'kiosk'],
      },
    ],
  });
  expect(
    (await kit().ctx.request({ url: `/api/payment-options/${pmp}/?country=EG` })).statusCode,
  ).toBe(401);
});

test('card: the return decides first, the late webhook and its replay change nothing; a forged one is refused', async () => {
  const { ctx, paymob } = kit();
  const learner = await newUser(ctx);
  const order = await newLocalOrder(ctx, learner, pmp, 'paymob', 'card');
  expect(order.currency).toBe('EGP');
  paymob.holdWebhooks();
  const back = await payPaymobCard(order.redirect_url);
  const transactionId = back.searchParams.get('id') ?? '';

  // A transaction of another order named in a tampered return URL is refused.
  const other = await newUser(ctx);
  const otherOrder = await newLocalOrder(ctx, other, pmp, 'paymob', 'card');
  const foreign = await confirm(otherOrder.order_id, other, transactionId);
  expect(foreign.statusCode).toBe(400);
  expect((await orderRow(ctx, otherOrder.order_id)).status).toBe('CREATED');

  const confirmed = await confirm(order.order_id, learner, transactionId);
  expect(confirmed.statusCode).toBe(200);
  expect(json(confirmed)).toMatchObject({
    status: 'COMPLETED',
    amount: order.amount,
    currency: 'EGP',
  });
  expect(await enrolments(ctx, learner.id, pmp)).toBe(1);
  // The receipt is in the currency paid and names Paymob.
  const receipt = await ctx.request({
    url: `/api/me/orders/${order.order_id}/receipt.pdf`,
    token: learner.token,
  });
  expect(receipt.statusCode).toBe(200);
  const text = pdfText(receipt.rawPayload);
  expect(text).toContain('EGP');
  expect(text).toContain('Paymob order reference');

  await paymob.releaseWebhooks();
  const delivery = paymob.deliveries().find((d) => String(d.body.obj.id) === transactionId)!;
  expect(delivery.status).toBe(200);
  const hmac = new URL(delivery.url).searchParams.get('hmac') ?? '';
  expect(json(await postWebhook(hmac, delivery.body))).toEqual({ outcome: 'replayed' });

  const forged = { ...delivery.body, obj: { ...delivery.body.obj, amount_cents: 100 } };
  expect((await postWebhook(hmac, forged)).statusCode).toBe(401);
  expect((await postWebhook('', delivery.body)).statusCode).toBe(401);
  expect((await orderRow(ctx, order.order_id)).status).toBe('COMPLETED');
  expect(await enrolments(ctx, learner.id, pmp)).toBe(1);
});

test('a declined card leaves the learner unenrolled and able to pay again', async () => {
  const { ctx } = kit();
  const learner = await newUser(ctx);
  const order = await newLocalOrder(ctx, learner, acp, 'paymob', 'card');
  const back = await payPaymobCard(order.redirect_url, '4000000000000002');
  expect(back.searchParams.get('success')).toBe('false');
  expect((await orderRow(ctx, order.order_id)).status).toBe('DECLINED');
  expect(await enrolments(ctx, learner.id, acp)).toBe(0);
  const again = await newLocalOrder(ctx, learner, acp, 'paymob', 'card');
  expect(again.order_id).not.toBe(order.order_id);
});

test('kiosk: the order is pending with its code, and the payment made later enrols', async () => {
  const { ctx, paymob } = kit();
  const learner = await newUser(ctx);
  const order = await newLocalOrder(ctx, learner, pmp, 'paymob', 'kiosk');
  const page = new URL(order.redirect_url);
  const shown = await submit(`${page.origin}/unifiedcheckout/pay`, {
    clientSecret: page.searchParams.get('clientSecret') ?? '',
    outcome: 'pay',
  });
  expect(shown.html).toContain('Kiosk reference');
  const status = json<{ status: string; kiosk: { reference: string; expires_at: string } }>(
    await ctx.request({ url: `/api/local-payments/${order.order_id}/`, token: learner.token }),
  );
  expect(status.status).toBe('PENDING');
  expect(shown.html).toContain(status.kiosk.reference);
  expect(new Date(status.kiosk.expires_at).getTime()).toBeGreaterThan(Date.now());
  expect(await enrolments(ctx, learner.id, pmp)).toBe(0);

  const paid = await fetch(`${paymob.url}/__control/kiosk/${status.kiosk.reference}/pay`, {
    method: 'POST',
  });
  expect(paid.status).toBe(200);
  expect((await orderRow(ctx, order.order_id)).status).toBe('COMPLETED');
  expect(await enrolments(ctx, learner.id, pmp)).toBe(1);
});

test('kiosk: a reference that expires unpaid cancels the order; a payment after that grants nothing', async () => {
  const { ctx, paymob } = kit();
  const learner = await newUser(ctx);
  const order = await newLocalOrder(ctx, learner, pmp, 'paymob', 'kiosk');
  const page = new URL(order.redirect_url);
  await submit(`${page.origin}/unifiedcheckout/pay`, {
    clientSecret: page.searchParams.get('clientSecret') ?? '',
    outcome: 'pay',
  });
  const { kiosk_reference: reference } = await orderRow(ctx, order.order_id);
  await ctx.db.query(
    `UPDATE orders SET kiosk_expires_at = now() - interval '1 minute' WHERE provider_order_id = $1`,
    [order.order_id],
  );
  const status = await ctx.request({
    url: `/api/local-payments/${order.order_id}/`,
    token: learner.token,
  });
  expect(json(status)).toMatchObject({ status: 'CANCELLED' });

  await fetch(`${paymob.url}/__control/kiosk/${reference}/pay`, { method: 'POST' });
  const row = await orderRow(ctx, order.order_id);
  expect(row.status).toBe('MISMATCH');
  expect(row.refused_reason).toContain('CANCELLED');
  expect(await enrolments(ctx, learner.id, pmp)).toBe(0);
});

test('a signed payment of another amount is refused, kept for staff, and grants nothing', async () => {
  const { ctx, paymob } = kit();
  const learner = await newUser(ctx);
  const order = await newLocalOrder(ctx, learner, acp, 'paymob', 'wallet');
  const { rows } = await ctx.db.query<{ provider_payment_ref: string }>(
    'SELECT provider_payment_ref FROM orders WHERE provider_order_id = $1',
    [order.order_id],
  );
  const txn = paymob.plant({
    amount_cents: 100,
    currency: 'EGP',
    order: { id: Number(rows[0]?.provider_payment_ref) },
  });
  const res = await postWebhook(paymob.hmacOf(txn), { type: 'TRANSACTION', obj: txn });
  expect(json(res)).toEqual({ outcome: 'applied' });
  const row = await orderRow(ctx, order.order_id);
  expect(row.status).toBe('MISMATCH');
  expect(row.refused_reason).toContain('Paid 1.00 EGP');
  expect(await enrolments(ctx, learner.id, acp)).toBe(0);
});

test('Paymob down: a clear answer, nothing stored; archived courses and other learners refused', async () => {
  const { ctx, paymob } = kit();
  const learner = await newUser(ctx);
  paymob.setDown(true);
  try {
    const res = await createLocal(ctx, learner, acp, 'paymob', 'card');
    expect(res.statusCode).toBe(502);
    expect(json(res).detail).toMatch(/could not be reached, so nothing was charged/);
  } finally {
    paymob.setDown(false);
  }
  const { rows } = await ctx.db.query('SELECT 1 FROM orders WHERE user_id = $1', [learner.id]);
  expect(rows).toHaveLength(0);

  const order = await newLocalOrder(ctx, learner, acp, 'paymob', 'card');
  const stranger = await newUser(ctx);
  expect(
    (await ctx.request({ url: `/api/local-payments/${order.order_id}/`, token: stranger.token }))
      .statusCode,
  ).toBe(404);
  expect((await createLocal(ctx, learner, acp, 'paymob', 'mada')).statusCode).toBe(400);

  await ctx.db.query('UPDATE courses SET archived = true WHERE id = $1', [acp]);
  try {
    const archived = await createLocal(ctx, await newUser(ctx), acp, 'paymob', 'card');
    expect(archived.statusCode).toBe(400);
    expect(json(archived)).toEqual({ non_field_errors: ['This course is no longer sold.'] });
  } finally {
    await ctx.db.query('UPDATE courses SET archived = false WHERE id = $1', [acp]);
  }
});
