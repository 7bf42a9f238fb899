// The set-up the Paymob and Moyasar suites share: both stand-ins, the app listening on loopback
// (the stand-ins' webhooks reach it over HTTP), and the buyer's steps on the hosted pages.
import {
  startMoyasarStandIn,
  startPaymobStandIn,
  type MoyasarStandIn,
  type PaymobStandIn,
} from '../../../tools/standins/index.cjs';
import { roleTokens, type RoleTokens } from './admin-test-kit';
import { createTestApp, freePort, json, type newUser, type TestContext } from './helpers';

export interface LocalCheckout {
  paymob: PaymobStandIn;
  moyasar: MoyasarStandIn;
  ctx: TestContext;
  /** The seed's courses the suites buy, and the back-office's role tokens. */
  courses: { pmp: number; acp: number };
  roles: RoleTokens;
}

export function setUpLocalCheckout(): () => LocalCheckout {
  let kit: LocalCheckout | undefined;
  beforeAll(async () => {
    const paymob = await startPaymobStandIn();
    const moyasar = await startMoyasarStandIn();
    const port = await freePort();
    const ctx = await createTestApp({
      env: { ...paymob.env, ...moyasar.env, SITE_URL: `http://127.0.0.1:${port}` },
    });
    await ctx.app.listen({ port, host: '127.0.0.1' });
    const courses = { pmp: await ctx.courseId('pmp'), acp: await ctx.courseId('pmi-acp') };
    kit = { paymob, moyasar, ctx, courses, roles: await roleTokens(ctx) };
  });
  afterAll(async () => {
    await kit?.ctx.close();
    await kit?.paymob.stop();
    await kit?.moyasar.stop();
  });
  return () => {
    if (!kit) throw new Error('setUpLocalCheckout: used outside a test');
    return kit;
  };
}

export type Learner = Awaited<ReturnType<typeof newUser>>;

export async function createLocal(
  ctx: TestContext,
  learner: Learner,
  courseId: number,
  provider: 'paymob' | 'moyasar',
  method: string,
) {
  return ctx.request({
    method: 'POST',
    url: '/api/local-payments/',
    payload: { course_id: courseId, provider, method },
    token: learner.token,
  });
}

export async function newLocalOrder(
  ctx: TestContext,
  learner: Learner,
  courseId: number,
  provider: 'paymob' | 'moyasar',
  method: string,
) {
  const res = await createLocal(ctx, learner, courseId, provider, method);
  expect(res.statusCode).toBe(201);
  return json<{ order_id: string; redirect_url: string; amount: number; currency: string }>(res);
}

/** Submits a hosted page's form; the location of a redirect, or the page's HTML. */
export async function submit(url: string, fields: Record<string, string>) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}

/** The buyer pays by card on Paymob's page, through its 3-D Secure step; the return URL. */
export async function payPaymobCard(redirectUrl: string, card = '5123456789012346') {
  const page = new URL(redirectUrl);
  const clientSecret = page.searchParams.get('clientSecret') ?? '';
  expect((await fetch(redirectUrl)).status).toBe(200);
  const step = await submit(`${page.origin}/unifiedcheckout/pay`, {
    clientSecret,
    card,
    outcome: 'pay',
  });
  if (step.location) return new URL(step.location);
  expect(step.html).toContain('3-D Secure');
  const done = await submit(`${page.origin}/unifiedcheckout/3ds`, {
    clientSecret,
    otp: '123456',
    outcome: 'pay',
  });
  return new URL(done.location ?? '');
}

/** The buyer pays with mada on Moyasar's hosted invoice, through the 3-D Secure code. */
export async function payMada(redirectUrl: string, outcome: 'pay' | 'decline' = 'pay') {
  const page = new URL(redirectUrl);
  expect((await fetch(redirectUrl)).status).toBe(200);
  const base = `${page.origin}${page.pathname}`;
  const step = await submit(`${base}/pay`, {
    method: 'mada',
    number: '4201320111111010',
    outcome: 'pay',
  });
  expect(step.html).toContain('3-D Secure code');
  const done = await submit(`${base}/verify`, { method: 'mada', otp: '123456', outcome });
  return new URL(done.location ?? '');
}

/** What the return page sends: the order, and the transaction its URL names (Paymob). */
export function confirmLocal(
  ctx: TestContext,
  learner: Learner,
  reference: string,
  transactionId?: string | null,
) {
  return ctx.request({
    method: 'POST',
    url: `/api/local-payments/${reference}/confirm/`,
    payload: transactionId ? { transaction_id: transactionId } : {},
    token: learner.token,
  });
}

export function postPaymobWebhook(ctx: TestContext, hmac: string, body: unknown) {
  return ctx.request({
    method: 'POST',
    url: `/api/webhooks/paymob/?hmac=${hmac}`,
    payload: body as object,
  });
}

export function postMoyasarWebhook(ctx: TestContext, body: unknown) {
  return ctx.request({ method: 'POST', url: '/api/webhooks/moyasar/', payload: body as object });
}

export async function applyCoupon(
  ctx: TestContext,
  learner: Learner,
  courseId: number,
  title: string,
) {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/apply-coupon/',
    payload: { course_id: courseId, user_id: learner.id, coupon_title: title },
    token: learner.token,
  });
  expect(res.statusCode).toBe(200);
}

/** A back-office refund of our order `id` (all that is left without `amount`). */
export function refundOrder(ctx: TestContext, id: number, payload: object, token: string) {
  return ctx.request({ method: 'POST', url: `/api/admin/orders/${id}/refunds/`, payload, token });
}

/** Archives the course for the duration of `run`: nobody new buys it. */
export async function whileArchived(ctx: TestContext, courseId: number, run: () => Promise<void>) {
  await ctx.db.query('UPDATE courses SET archived = true WHERE id = $1', [courseId]);
  try {
    await run();
  } finally {
    await ctx.db.query('UPDATE courses SET archived = false WHERE id = $1', [courseId]);
  }
}

export async function orderRow(ctx: TestContext, reference: string) {
  const { rows } = await ctx.db.query<Record<string, unknown>>(
    `SELECT id, status, refused_reason, kiosk_reference, refunded_amount::float8 AS refunded,
       provider_payment_ref AS payment_ref, provider_transaction_id AS transaction_id,
       payment_method AS method
     FROM orders WHERE provider_order_id = $1`,
    [reference],
  );
  return rows[0] as {
    id: number;
    status: string;
    refused_reason: string | null;
    kiosk_reference: string | null;
    refunded: number;
    /** Paymob's intention order id, Moyasar's invoice id. */
    payment_ref: string;
    transaction_id: string | null;
    method: string;
  };
}

/** The learner's orders for a course, oldest first, as (status, amount). */
export async function ordersOf(ctx: TestContext, learner: Learner, courseId: number) {
  const { rows } = await ctx.db.query<{ status: string; amount: number }>(
    `SELECT status, amount::float8 AS amount FROM orders
     WHERE user_id = $1 AND course_id = $2 ORDER BY id`,
    [learner.id, courseId],
  );
  return rows;
}

export async function enrolments(ctx: TestContext, userId: number, courseId: number) {
  const { rows } = await ctx.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM enrollments WHERE user_id = $1 AND course_id = $2',
    [userId, courseId],
  );
  return rows[0]?.n ?? 0;
}
