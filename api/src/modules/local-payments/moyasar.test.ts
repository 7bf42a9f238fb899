// Paying in SAR through Moyasar (issue 36): mada with its 3-D Secure step, the webhook's secret
// token, the simplified tax invoice's ZATCA QR, staff refunds (partial, then full: the enrolment
// ends) and a day's reconciliation with a planted mismatch. Real client, stand-in, app, database.
import { roleTokens, type RoleTokens } from '../../test/admin-test-kit';
import { json, newUser } from '../../test/helpers';
import {
  confirmLocal,
  enrolments,
  newLocalOrder,
  orderRow,
  payMada,
  postMoyasarWebhook,
  refundOrder,
  setUpLocalCheckout,
} from '../../test/local-checkout';
import { TAX_MESSAGES } from '@academy/contract';
import { decodeZatcaQr } from './tax';

const kit = setUpLocalCheckout();
let pmp: number;
let roles: RoleTokens;

beforeAll(async () => {
  pmp = await kit().ctx.courseId('pmp');
  roles = await roleTokens(kit().ctx);
});

test('mada: paid, enrolled once, and the tax invoice QR decodes to the seller, time, total and VAT', async () => {
  const { ctx, moyasar } = kit();
  const learner = await newUser(ctx);
  const order = await newLocalOrder(ctx, learner, pmp, 'moyasar', 'mada');
  expect(order.currency).toBe('SAR');
  const back = await payMada(order.redirect_url);
  expect(back.searchParams.get('status')).toBe('paid');
  // The webhook (secret token, then the payment fetched from Moyasar) enrolled the learner.
  expect((await orderRow(ctx, order.order_id)).status).toBe('COMPLETED');
  const confirmed = await confirmLocal(ctx, learner, order.order_id);
  expect(json(confirmed)).toMatchObject({ status: 'COMPLETED', currency: 'SAR' });
  expect(await enrolments(ctx, learner.id, pmp)).toBe(1);

  const event = moyasar.deliveries().at(-1)!.body;
  const wrongToken = await postMoyasarWebhook(ctx, {
    ...event,
    id: 'another-event',
    secret_token: 'guess',
  });
  expect(wrongToken.statusCode).toBe(401);
  const replay = await postMoyasarWebhook(ctx, event);
  expect(json(replay)).toEqual({ outcome: 'replayed' });

  const invoice = json<{ zatca_qr: string; total: number; vat: number; issued_at: string }>(
    await ctx.request({
      url: `/api/me/orders/${order.order_id}/tax-invoice/`,
      token: learner.token,
    }),
  );
  const vat = Math.round((Math.round(order.amount * 100) * 15) / 115) / 100;
  expect(invoice.vat).toBe(vat);
  expect(decodeZatcaQr(invoice.zatca_qr)).toEqual({
    1: 'Academy',
    2: '300000000000003',
    3: invoice.issued_at,
    4: order.amount.toFixed(2),
    5: vat.toFixed(2),
  });
  const pdf = await ctx.request({
    url: `/api/me/orders/${order.order_id}/tax-invoice.pdf`,
    token: learner.token,
  });
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  const stranger = await newUser(ctx);
  expect(
    (
      await ctx.request({
        url: `/api/me/orders/${order.order_id}/tax-invoice/`,
        token: stranger.token,
      })
    ).statusCode,
  ).toBe(404);

  // Staff refund part, then the rest: the enrolment ends, the learner sees both credit notes.
  const { id } = await orderRow(ctx, order.order_id);
  const refund = (payload: object, token: string) => refundOrder(ctx, id, payload, token);
  expect((await refund({ amount: 1, reason: 'Goodwill' }, roles.learner)).statusCode).toBe(403);
  expect((await refund({ amount: 1, reason: 'Goodwill' }, '')).statusCode).toBe(401);
  const tooMuch = await refund({ amount: order.amount + 1, reason: 'Too much' }, roles.staff);
  expect(tooMuch.statusCode).toBe(400);
  expect(json(tooMuch)).toHaveProperty('amount');
  const part = await refund({ amount: 10, reason: 'Goodwill' }, roles.staff);
  expect(part.statusCode).toBe(201);
  expect((await orderRow(ctx, order.order_id)).status).toBe('PARTIALLY_REFUNDED');
  expect(await enrolments(ctx, learner.id, pmp)).toBe(1);
  const rest = await refund({ reason: 'Learner withdrew' }, roles.staff);
  expect(json(rest)).toMatchObject({ full: true, amount: order.amount - 10, currency: 'SAR' });
  expect((await orderRow(ctx, order.order_id)).status).toBe('REFUNDED');
  expect(await enrolments(ctx, learner.id, pmp)).toBe(0);
  const atMoyasar = moyasar
    .payments()
    .find((p) => p.invoice_id && p.metadata?.order === order.order_id);
  expect(atMoyasar).toMatchObject({ status: 'refunded', refunded: Math.round(order.amount * 100) });
  const seen = json<{ credit_note: string }[]>(
    await ctx.request({
      url: `/api/local-payments/${order.order_id}/refunds/`,
      token: learner.token,
    }),
  );
  expect(seen.map((r) => r.credit_note)).toEqual([`CN-${id}-1`, `CN-${id}-2`]);
  const { rows: audit } = await ctx.db.query(`SELECT 1 FROM audit_log WHERE entity = 'refunds'`);
  expect(audit.length).toBeGreaterThanOrEqual(2);
});

test('reconciliation: a day with a payment at Moyasar that is not ours is listed with its action', async () => {
  const { ctx, moyasar } = kit();
  const learner = await newUser(ctx);
  const order = await newLocalOrder(ctx, learner, pmp, 'moyasar', 'mada');
  await payMada(order.redirect_url);
  const planted = moyasar.plant({ amount: 12345 });
  const today = new Date().toISOString().slice(0, 10);
  const url = `/api/admin/reconciliation/?provider=moyasar&date=${today}`;
  expect((await ctx.request({ url, token: roles.learner })).statusCode).toBe(403);
  const res = await ctx.request({ url, token: roles.staff });
  expect(res.statusCode).toBe(200);
  const day = json<{
    matched: number;
    mismatches: { kind: string; transaction_id: string; action: string }[];
  }>(res);
  expect(day.matched).toBeGreaterThanOrEqual(1);
  expect(day.mismatches).toContainEqual(
    expect.objectContaining({
      kind: 'paid_there_not_here',
      transaction_id: planted.id,
      theirs: { amount: 123.45, currency: 'SAR' },
    }),
  );
  const ours = (await orderRow(ctx, order.order_id)).transaction_id;
  expect(day.mismatches.some((m) => m.transaction_id === ours)).toBe(false);
  expect(
    (
      await ctx.request({
        url: `/api/admin/reconciliation/?provider=moyasar&date=2026-02-30`,
        token: roles.staff,
      })
    ).statusCode,
  ).toBe(400);
});

test('tax settings: staff read them, only an admin changes them, a bad VAT number is refused', async () => {
  const { ctx } = kit();
  const put = (payload: object, token: string) =>
    ctx.request({ method: 'PUT', url: '/api/admin/tax-settings/', payload, token });
  expect(json(await ctx.request({ url: '/api/admin/tax-settings/', token: roles.staff }))).toEqual({
    seller_name: 'Academy',
    vat_number: '300000000000003',
    vat_rate: 15,
  });
  const settings = { seller_name: 'أكاديمية', vat_number: '310122393500003', vat_rate: 15 };
  expect((await put(settings, roles.staff)).statusCode).toBe(403);
  const badNumber = await put({ ...settings, vat_number: '12345' }, roles.admin);
  expect(badNumber.statusCode).toBe(400);
  expect(json(badNumber)).toEqual({ vat_number: [TAX_MESSAGES.vatNumber] });
  const inArabic = await ctx.request({
    method: 'PUT',
    url: '/api/admin/tax-settings/',
    payload: { ...settings, vat_number: '300000000000004', vat_rate: 101 },
    token: roles.admin,
    headers: { 'accept-language': 'ar' },
  });
  expect(json(inArabic)).toEqual({
    vat_number: ['الرقم الضريبي السعودي 15 رقمًا، يبدأ بالرقم 3 وينتهي به.'],
    vat_rate: [expect.stringContaining('100')],
  });
  expect(json(await put(settings, roles.admin))).toEqual(settings);
});
