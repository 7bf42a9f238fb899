// The set-up the Paymob and Moyasar suites share: both stand-ins, the app listening on loopback
// (the stand-ins' webhooks reach it over HTTP), and the buyer's steps on the hosted pages.
import {
  startMoyasarStandIn,
  startPaymobStandIn,
  type MoyasarStandIn,
  type PaymobStandIn,
} from '../../../tools/standins/index.cjs';
import { createTestApp, freePort, json, type newUser, type TestContext } from './helpers';

export interface LocalCheckout {
  paymob: PaymobStandIn;
  moyasar: MoyasarStandIn;
  ctx: TestContext;
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
    kit = { paymob, moyasar, ctx };
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

export async function orderRow(ctx: TestContext, reference: string) {
  const { rows } = await ctx.db.query<Record<string, unknown>>(
    `SELECT id, status, refused_reason, kiosk_reference, refunded_amount::float8 AS refunded
     FROM orders WHERE provider_order_id = $1`,
    [reference],
  );
  return rows[0] as {
    id: number;
    status: string;
    refused_reason: string | null;
    kiosk_reference: string | null;
    refunded: number;
  };
}

export async function enrolments(ctx: TestContext, userId: number, courseId: number) {
  const { rows } = await ctx.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM enrollments WHERE user_id = $1 AND course_id = $2',
    [userId, courseId],
  );
  return rows[0]?.n ?? 0;
}
