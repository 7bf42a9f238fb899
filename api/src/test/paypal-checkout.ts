// The set-up both PayPal purchase suites share: the app wired to a fresh PayPal stand-in, and
// the learner's calls (create, capture) and the buyer's approval in PayPal's window.
import { startPayPalStandIn, type PayPalStandIn } from '../../../tools/standins/index.cjs';
import { createTestApp, json, type TestAppOptions, type TestContext } from './helpers';

export type Learner = { id: number; token: string };

export interface PayPalCheckout {
  readonly paypal: PayPalStandIn;
  readonly ctx: TestContext;
  post(url: string, payload: object, learner?: Learner): ReturnType<TestContext['request']>;
  createPayment(
    learner: Learner,
    courseId: number,
    extra?: object,
  ): ReturnType<TestContext['request']>;
  capture(learner: Learner, orderId: string): ReturnType<TestContext['request']>;
  /** Creates an order and returns its PayPal id, expecting 201. */
  newOrder(learner: Learner, courseId: number, extra?: object): Promise<string>;
  /** What the buyer does in PayPal's window. */
  approve(orderId: string, instrument?: string): Promise<void>;
}

/**
 * Registers beforeAll/afterAll hooks; the returned object is usable inside tests. `options` adds to
 * the app's (read when the app is built, after earlier beforeAll hooks ran).
 */
export function setUpPayPalCheckout(options: () => TestAppOptions = () => ({})): PayPalCheckout {
  let paypal: PayPalStandIn | undefined;
  let ctx: TestContext | undefined;

  beforeAll(async () => {
    paypal = await startPayPalStandIn();
    const extra = options();
    ctx = await createTestApp({
      ...extra,
      env: {
        PAYPAL_CLIENT_ID: paypal.clientId,
        PAYPAL_CLIENT_SECRET: paypal.clientSecret,
        PAYPAL_API_BASE: paypal.url,
        ...extra.env,
      },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await paypal?.stop();
  });

  const started = () => {
    if (!paypal || !ctx) throw new Error('setUpPayPalCheckout: used outside a test');
    return { paypal, ctx };
  };

  const checkout: PayPalCheckout = {
    get paypal() {
      return started().paypal;
    },
    get ctx() {
      return started().ctx;
    },
    post: (url, payload, learner) =>
      started().ctx.request({
        method: 'POST',
        url,
        payload,
        ...(learner ? { token: learner.token } : {}),
      }),
    createPayment: (learner, courseId, extra = {}) =>
      checkout.post(
        '/api/create-payment/',
        { cart: [{ id: courseId, quantity: 1, ...extra }] },
        learner,
      ),
    capture: (learner, orderId) => checkout.post(`/api/orders/${orderId}/`, {}, learner),
    async newOrder(learner, courseId, extra = {}) {
      const res = await checkout.createPayment(learner, courseId, extra);
      expect(res.statusCode).toBe(201);
      return json<{ id: string }>(res).id;
    },
    async approve(orderId, instrument = 'balance') {
      const response = await fetch(`${started().paypal.url}/sdk/orders/${orderId}/approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ instrument }),
      });
      expect(response.status).toBe(200);
    },
  };
  return checkout;
}
