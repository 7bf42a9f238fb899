// Paying a course in EGP (Paymob) or SAR (Moyasar), docs/payments.md: the options a country
// sees, the hosted payment made at the server's price, and the server's decision after the
// learner's return (fetched from the provider, never read from the URL).
import { randomBytes } from 'node:crypto';
import {
  COUNTRY_PROVIDER,
  PROVIDER_CURRENCY,
  PROVIDER_METHODS,
  type LocalPayment,
  type LocalProvider,
  type PaymentOption,
  type PaymentOptions,
} from '@academy/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ApiError, conflict, nonFieldError, notFound, unavailable } from '../../lib/errors';
import { isEnrolled } from '../enrollments/service';
import { price, type Priced } from '../payments/checkout';
import { paymentMessages } from '../payments/messages';
import { forgetAppliedCoupon } from '../payments/service';
import { ForeignTransactionError, moyasarGateway, paymobGateway, type Gateway } from './gateways';
import {
  applyTransaction,
  expireKioskOrders,
  findLocalOrder,
  LOCAL_STATUS,
  storeLocalOrder,
  toLocalPayment,
  type LocalOrderRow,
} from './local-orders';
import { ProviderError, ProviderUnavailableError, toMinor } from './provider-http';
import { refundUnneeded } from './refunds';

/** Where the learner comes back to from a hosted page (mf-checkout's return page). */
export const RETURN_PATH = '/Checkout/return';

const NAMES = { paymob: 'Paymob', moyasar: 'Moyasar' } as const;

export function gatewayOf(app: FastifyInstance, provider: LocalProvider): Gateway {
  const { paymob, moyasar } = app.services;
  const gateway =
    provider === 'paymob'
      ? paymob && paymobGateway(paymob, app.config.paymob?.kioskValiditySeconds ?? 172_800)
      : moyasar && moyasarGateway(moyasar);
  if (!gateway) {
    throw unavailable(
      `Paying with ${NAMES[provider]} is not configured on this server (${provider.toUpperCase()}_* keys).`,
    );
  }
  return gateway;
}

const amountIn = (priced: Priced, currency: string) =>
  currency === 'EGP'
    ? priced.quote.prices.cost_EGP
    : currency === 'SAR'
      ? priced.quote.prices.cost_SAR
      : priced.quote.prices.cost_USD;

/** GET /payment-options/{courseId}/: the country's provider first, then PayPal in USD. */
export async function paymentOptions(
  app: FastifyInstance,
  userId: number,
  courseId: number,
  country: string | undefined,
): Promise<PaymentOptions> {
  const priced = await price(app.db, userId, courseId);
  const options: PaymentOption[] = [];
  const local = COUNTRY_PROVIDER[(country ?? '').trim().toUpperCase()];
  if (local && app.services[local.provider]) {
    options.push({
      provider: local.provider,
      currency: local.currency,
      amount: amountIn(priced, local.currency),
      methods: [...PROVIDER_METHODS[local.provider]],
    });
  }
  if (app.services.paypal) {
    options.push({
      provider: 'paypal',
      currency: 'USD',
      amount: priced.quote.amount,
      methods: ['paypal'],
    });
  }
  return { coupon_title: priced.quote.coupon_title, options };
}

export type ProviderAction =
  | 'create the payment'
  | 'show the payment'
  | 'refund the payment'
  | 'list the transactions'
  | 'check the notification';

/**
 * What a provider's outage means for each call: where the money stands (a payment made on the
 * hosted page is still applied once, by the webhook or the next confirm) and what to do.
 */
function unreachable(name: string, action: ProviderAction): string {
  switch (action) {
    case 'create the payment':
      return `${name} could not be reached, so nothing was charged. Please try again in a few minutes.`;
    case 'show the payment':
      return `${name} could not be reached, so your payment could not be checked yet. If you paid, nothing is lost and nothing is charged twice: the course is added as soon as ${name} confirms it. Please try again in a few minutes.`;
    case 'refund the payment':
      return `${name} could not be reached, so nothing was refunded. Please try again in a few minutes.`;
    case 'list the transactions':
      return `${name} could not be reached, so the day could not be compared. Please try again in a few minutes.`;
    case 'check the notification':
      return `${name} could not be reached to check the notification, so it changed nothing. Send it again later.`;
  }
}

/** A provider's failure as the caller's answer: what happened, and where the money stands. */
export function providerFailure(
  error: unknown,
  provider: LocalProvider,
  log: FastifyBaseLogger,
  action: ProviderAction,
): ApiError {
  const name = NAMES[provider];
  if (error instanceof ProviderUnavailableError) {
    log.error({ err: error }, `${name} unavailable, could not ${action}`);
    return new ApiError(502, { detail: unreachable(name, action) });
  }
  if (error instanceof ProviderError) {
    log.warn({ status: error.status, body: error.body }, `${name} refused to ${action}`);
    return new ApiError(502, { detail: `${name} refused to ${action}.` });
  }
  if (error instanceof ForeignTransactionError) {
    log.warn({ err: error }, 'a return named a transaction of another order');
    return nonFieldError('This payment is not for this order.');
  }
  throw error;
}

/** POST /local-payments/: an order at the server's price in the provider's currency. */
export async function createLocalPayment(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  userId: number,
  input: { courseId: number; provider: LocalProvider; method: string; country: string | null },
): Promise<LocalPayment> {
  const methods: readonly string[] = PROVIDER_METHODS[input.provider];
  if (!methods.includes(input.method)) {
    throw new ApiError(400, {
      method: [`${NAMES[input.provider]} does not offer ${input.method}.`],
    });
  }
  const gateway = gatewayOf(app, input.provider);
  const priced = await price(app.db, userId, input.courseId);
  const { course } = priced;
  if (course.status === 'Soon') throw nonFieldError('This course is not open for enrolment yet.');
  if (course.archived) throw nonFieldError('This course is no longer sold.');
  if (await isEnrolled(app.db, userId, course.id)) throw conflict(paymentMessages.alreadyPaid);
  const currency = PROVIDER_CURRENCY[input.provider];
  const amount = amountIn(priced, currency);
  if (priced.couponProblem !== null) {
    await forgetAppliedCoupon(app.db, userId, course.id);
    throw nonFieldError(
      `${priced.couponProblem} It has been removed: please check the price again.`,
    );
  }
  if (amount <= 0)
    throw nonFieldError(
      'With this coupon the course costs nothing. Please contact the academy to enrol.',
    );

  const wanted = { ...input, amount, couponId: priced.couponId };
  const open = await openOrder(app, userId, course.id);
  // The same provider, method and price (coupon included): every tab pays this one.
  if (open && chargesTheSame(open, wanted)) return toLocalPayment(open);
  const { rows: users } = await app.db.query<{ email: string; username: string }>(
    'SELECT email, username FROM users WHERE id = $1',
    [userId],
  );
  const reference = `${input.provider === 'paymob' ? 'pm' : 'my'}_${randomBytes(12).toString('hex')}`;
  const site = app.config.siteUrl;
  let created;
  try {
    created = await gateway.create({
      reference,
      method: input.method,
      amountMinor: toMinor(amount),
      currency,
      description: course.name.slice(0, 120),
      customer: { email: users[0]?.email ?? '', name: users[0]?.username ?? '' },
      webhookUrl: `${site}/api/webhooks/${input.provider}/`,
      returnUrl: `${site}${RETURN_PATH}?order=${reference}`,
    });
  } catch (error) {
    throw providerFailure(error, input.provider, log, 'create the payment');
  }
  const order = {
    reference,
    provider: input.provider,
    method: input.method,
    paymentRef: created.paymentRef,
    redirectUrl: created.redirectUrl,
    userId,
    courseId: course.id,
    amount,
    currency,
    couponId: priced.couponId,
    country: input.country,
  };
  if (!(await storeLocalOrder(app.db, order, open?.id ?? null))) {
    // A parallel request (another tab) stored its order first: every tab pays that one. Ours is
    // never stored, so nobody is sent to its page; the provider lets it expire unpaid.
    const winner = await openOrder(app, userId, course.id);
    if (!winner || !chargesTheSame(winner, wanted)) throw conflict(paymentMessages.paymentUnderWay);
    return toLocalPayment(winner);
  }
  const row = await findLocalOrder(app.db, { reference });
  if (!row) throw notFound();
  return toLocalPayment(row);
}

/** The learner's open order for the course (any provider's), if any. */
async function openOrder(app: FastifyInstance, userId: number, courseId: number) {
  const { rows } = await app.db.query<{ id: number }>(
    `SELECT id FROM orders WHERE user_id = $1 AND course_id = $2 AND status = $3`,
    [userId, courseId, LOCAL_STATUS.open],
  );
  return rows[0] ? findLocalOrder(app.db, { id: rows[0].id }) : undefined;
}

/** Whether an open order charges what the learner asks to pay now (provider, method, price). */
function chargesTheSame(
  open: LocalOrderRow,
  wanted: { provider: string; method: string; amount: number; couponId: number | null },
): boolean {
  return (
    open.provider === wanted.provider &&
    open.payment_method === wanted.method &&
    toMinor(open.amount) === toMinor(wanted.amount) &&
    open.coupon_id === wanted.couponId
  );
}

async function ownOrder(app: FastifyInstance, userId: number, reference: string) {
  await expireKioskOrders(app.db, app.services.clock.now());
  const row = await findLocalOrder(app.db, { reference });
  if (!row || row.user_id !== userId) throw notFound('Order not found.');
  return row;
}

/** GET /local-payments/{orderId}/: where the learner's order stands. */
export async function localPaymentOf(app: FastifyInstance, userId: number, reference: string) {
  return toLocalPayment(await ownOrder(app, userId, reference));
}

/**
 * POST /local-payments/{orderId}/confirm/: after the return, the server fetches the payment from
 * the provider and decides (status, amount, currency, our order). A return or a webhook first:
 * the other is a no-op.
 */
export async function confirmLocalPayment(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  userId: number,
  reference: string,
  transactionHint: string | undefined,
): Promise<LocalPayment> {
  const row = await ownOrder(app, userId, reference);
  const provider = row.provider as LocalProvider;
  if (row.status !== LOCAL_STATUS.completed && row.status !== LOCAL_STATUS.refunded) {
    let txn;
    try {
      txn = await gatewayOf(app, provider).verify(row, transactionHint);
    } catch (error) {
      throw providerFailure(error, provider, log, 'show the payment');
    }
    if (txn) await settle(app, log, row, txn);
  }
  return toLocalPayment((await findLocalOrder(app.db, { id: row.id })) as LocalOrderRow);
}

/** Applies a verified transaction; a payment for a course owned already is given back. */
export async function settle(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  row: LocalOrderRow,
  txn: Parameters<typeof applyTransaction>[2],
): Promise<void> {
  const applied = await applyTransaction(app.db, row.id, txn);
  if (applied === 'refused') {
    log.error({ order: row.provider_order_id, transaction: txn.id }, 'payment refused: mismatch');
  }
  if (applied === 'enrolled') app.mailOutbox.deliverSoon();
  if (applied === 'refund-due') await refundUnneeded(app, log, row.id);
}
