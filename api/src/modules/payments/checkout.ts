// The purchase of a course through PayPal (docs/design/payments.md#capture-and-verification): the
// server prices the order and creates it at PayPal; capture.ts captures it, verifies the capture
// and only then enrols.
//
// Currency: PayPal cannot charge EGP or SAR, so every order is charged in US dollars at the
// course's USD price less the coupon the learner applied. The visitor's country changes what the
// page shows (LE, SAR or USD) and is recorded on the order; it never changes the amount charged.
//
// One payment per learner and course: create-payment reuses the learner's open order while the
// price is the same and replaces it at a new price; the database keeps one open order per
// learner and course even when requests race.
import { randomUUID } from 'node:crypto';
import type { DiscountedPrices, Quote } from '@academy/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/db';
import { ApiError, conflict, nonFieldError, notFound } from '../../lib/errors';
import {
  PayPalError,
  PayPalUnavailableError,
  type PayPalClient,
  type PayPalOrder,
} from './paypal-client';
import { appliedCoupon, couponProblem, discount, forgetAppliedCoupon } from './service';
import { coursePrices } from '../courses/service';
import { isEnrolled } from '../enrollments/service';
import { paymentMessages } from './messages';
import {
  findOpenOrder,
  ORDER_STATUS,
  releaseAbandonedCaptures,
  storeOpenOrder,
  type OrderRow,
} from './orders-repository';

export const CHARGE_CURRENCY: Quote['currency'] = 'USD';

interface CourseRow {
  id: number;
  name: string;
  status: string;
  archived: boolean;
  price: string;
  price_le: string;
  price_sr: string;
}

async function loadCourse(db: Queryable, courseId: number): Promise<CourseRow> {
  const { rows } = await db.query<CourseRow>(
    'SELECT id, name, status, archived, price, price_le, price_sr FROM courses WHERE id = $1',
    [courseId],
  );
  if (!rows[0]) throw notFound('Course not found.');
  return rows[0];
}

export interface Priced {
  course: CourseRow;
  quote: Quote;
  couponId: number | null;
  /** The remembered coupon can no longer be used (expired, used up, withdrawn). */
  couponProblem: string | null;
}

export async function price(db: Queryable, userId: number, courseId: number): Promise<Priced> {
  const course = await loadCourse(db, courseId);
  const prices = coursePrices(course);
  const full: DiscountedPrices = {
    cost_USD: prices.price,
    cost_EGP: prices.price_LE,
    cost_SAR: prices.price_SR,
  };
  const coupon = await appliedCoupon(db, userId, courseId);
  const problem = coupon ? couponProblem(coupon, courseId) : null;
  const usable = coupon && problem === null ? coupon : null;
  const charged = usable ? discount(prices, usable) : full;
  return {
    course,
    quote: {
      currency: CHARGE_CURRENCY,
      amount: charged.cost_USD,
      coupon_title: usable ? usable.title : null,
      prices: charged,
    },
    couponId: usable ? usable.id : null,
    couponProblem: problem,
  };
}

/** GET /payment-quote/{courseId}/: the price this learner pays, in the currency PayPal charges. */
export async function quoteFor(db: Queryable, userId: number, courseId: number): Promise<Quote> {
  return (await price(db, userId, courseId)).quote;
}

/** The order's reference at PayPal: which learner buys which course. */
export const customId = (userId: number, courseId: number) =>
  `academy-user-${userId}-course-${courseId}`;
export const referenceId = (courseId: number) => `course-${courseId}`;

/** An upstream failure, in the shape the spec's client reads (details[0].issue, debug_id). */
export function paypalFailure(error: unknown, log: FastifyBaseLogger, action: string): ApiError {
  if (error instanceof PayPalError) {
    log.warn({ status: error.status, paypal: error.body }, `PayPal refused to ${action}`);
    return new ApiError(502, {
      detail: `PayPal refused to ${action}.`,
      details: error.body.details ?? [
        { issue: error.body.name ?? 'PAYPAL_ERROR', description: error.body.message ?? '' },
      ],
      ...(error.body.debug_id ? { debug_id: error.body.debug_id } : {}),
    });
  }
  if (error instanceof PayPalUnavailableError) {
    log.error({ err: error }, `PayPal unavailable, could not ${action}`);
    return new ApiError(502, { detail: 'PayPal could not be reached. Please try again.' });
  }
  throw error;
}

export interface CartItem {
  id: number;
  country: string | null;
}

/**
 * POST /create-payment/: a PayPal order for the course at the server's price. The client's
 * `value` is never read.
 */
export async function createPayment(
  db: Db,
  paypal: PayPalClient,
  log: FastifyBaseLogger,
  userId: number,
  item: CartItem,
): Promise<PayPalOrder> {
  const priced = await price(db, userId, item.id);
  const { course, quote } = priced;
  if (course.status === 'Soon') {
    throw nonFieldError('This course is not open for enrolment yet.');
  }
  // Archived (out of the catalogue): its owners keep it, nobody new buys it.
  if (course.archived) throw nonFieldError('This course is no longer sold.');
  if (await isEnrolled(db, userId, course.id)) throw conflict(paymentMessages.alreadyPaid);
  if (priced.couponProblem !== null) {
    // Forgotten, so the page's next price (and the next try) is the full one, as it says.
    await forgetAppliedCoupon(db, userId, course.id);
    throw nonFieldError(
      `${priced.couponProblem} It has been removed: the price is back to ${quote.amount.toFixed(2)} ${quote.currency}.`,
    );
  }
  if (quote.amount <= 0) {
    throw nonFieldError(
      'With this coupon the course costs nothing, and PayPal cannot take a zero payment. Please contact the academy to enrol.',
    );
  }

  let open = await findOpenOrder(db, userId, course.id);
  if (open?.status === ORDER_STATUS.capturing) {
    await releaseAbandonedCaptures(db, userId, course.id);
    open = await findOpenOrder(db, userId, course.id);
  }
  if (open?.status === ORDER_STATUS.capturing) throw conflict(paymentMessages.paymentUnderWay);
  if (open && chargesTheSame(open, priced)) return openAnswer(open);

  let order: PayPalOrder;
  try {
    order = await paypal.createOrder(
      {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: referenceId(course.id),
            custom_id: customId(userId, course.id),
            description: course.name.slice(0, 127),
            amount: { currency_code: quote.currency, value: quote.amount.toFixed(2) },
          },
        ],
      },
      `academy-create-${randomUUID()}`,
    );
  } catch (error) {
    throw paypalFailure(error, log, 'create the order');
  }
  if (typeof order.id !== 'string' || !/^[A-Z0-9]{1,36}$/.test(order.id)) {
    log.error({ paypal: order }, 'PayPal created an order without a usable id');
    throw new ApiError(502, { detail: 'PayPal answered without an order id.' });
  }
  const stored = await storeOpenOrder(
    db,
    {
      providerOrderId: order.id,
      userId,
      courseId: course.id,
      amount: quote.amount,
      currency: quote.currency,
      status: ORDER_STATUS.open,
      couponId: priced.couponId,
      country: item.country,
    },
    open?.id ?? null,
  );
  if (!stored) {
    // A parallel request stored its order first: every tab pays that one. Ours is never
    // stored, so it can never be captured; PayPal lets it expire.
    const winner = await findOpenOrder(db, userId, course.id);
    if (winner?.status !== ORDER_STATUS.open) throw conflict(paymentMessages.paymentUnderWay);
    return openAnswer(winner);
  }
  return { id: order.id, status: order.status, ...(order.links ? { links: order.links } : {}) };
}

/** Whether the open order charges what the learner would be charged now. */
function chargesTheSame(open: OrderRow, priced: Priced): boolean {
  return (
    Number(open.amount).toFixed(2) === priced.quote.amount.toFixed(2) &&
    open.currency === priced.quote.currency &&
    open.coupon_id === priced.couponId
  );
}

const openAnswer = (open: OrderRow): PayPalOrder => ({
  id: open.provider_order_id,
  status: ORDER_STATUS.open,
});
