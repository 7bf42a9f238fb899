// The purchase of a course through PayPal (DESIGN.md section 4): the server prices the order,
// creates it at PayPal, captures it, verifies the capture and only then enrols the learner.
//
// Currency: PayPal cannot charge EGP or SAR, so every order is charged in US dollars at the
// course's USD price less the coupon the learner applied. The visitor's country changes what the
// page shows (LE, SAR or USD) and is recorded on the order; it never changes the amount charged.
//
// One payment per learner and course: create-payment reuses the learner's open order while the
// price is the same; only one capture per learner and course runs at a time, none once the
// course is owned; a capture that completes anyway is refunded (refunds.ts).
import { randomUUID } from 'node:crypto';
import type { DiscountedPrices, OrderRecord, Quote } from '@academy/contract';
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
  claimCapture,
  completeOrder,
  countDeclinedCapture,
  findOpenOrder,
  findOrder,
  markRecorded,
  ORDER_STATUS,
  releaseCapture,
  setOrderStatus,
  storeOpenOrder,
  type OrderRow,
} from './orders-repository';
import { refundUnneededCapture } from './refunds';

export const CHARGE_CURRENCY: Quote['currency'] = 'USD';

interface CourseRow {
  id: number;
  name: string;
  status: string;
  price: string;
  price_le: string;
  price_sr: string;
}

async function loadCourse(db: Queryable, courseId: number): Promise<CourseRow> {
  const { rows } = await db.query<CourseRow>(
    'SELECT id, name, status, price, price_le, price_sr FROM courses WHERE id = $1',
    [courseId],
  );
  if (!rows[0]) throw notFound('Course not found.');
  return rows[0];
}

interface Priced {
  course: CourseRow;
  quote: Quote;
  couponId: number | null;
  /** The remembered coupon can no longer be used (expired, used up, withdrawn). */
  couponProblem: string | null;
}

async function price(db: Queryable, userId: number, courseId: number): Promise<Priced> {
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
const customId = (userId: number, courseId: number) => `academy-user-${userId}-course-${courseId}`;
const referenceId = (courseId: number) => `course-${courseId}`;

/** An upstream failure, in the shape the spec's client reads (details[0].issue, debug_id). */
function paypalFailure(error: unknown, log: FastifyBaseLogger, action: string): ApiError {
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

  const open = await findOpenOrder(db, userId, course.id);
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

async function ownOrder(db: Queryable, userId: number, providerOrderId: string): Promise<OrderRow> {
  const order = await findOrder(db, providerOrderId);
  // Another learner's order is answered like an unknown one.
  if (!order || order.user_id !== userId) throw notFound('Order not found.');
  return order;
}

/** Why PayPal's order does not pay for ours, or the completed capture that does. */
export function verifyCapture(
  row: Pick<OrderRow, 'provider_order_id' | 'user_id' | 'course_id' | 'amount' | 'currency'>,
  order: PayPalOrder,
): { ok: true; captureId: string } | { ok: false; reason: string; status: string } {
  if (order.id !== row.provider_order_id) {
    return { ok: false, reason: 'PayPal answered for another order', status: 'MISMATCH' };
  }
  if (order.status !== 'COMPLETED') {
    return { ok: false, reason: `the order is ${order.status}`, status: order.status || 'UNKNOWN' };
  }
  const units = order.purchase_units ?? [];
  if (units.length !== 1) {
    return { ok: false, reason: 'the order has more than one purchase unit', status: 'MISMATCH' };
  }
  const unit = units[0]!;
  if (unit.reference_id !== undefined && unit.reference_id !== referenceId(row.course_id)) {
    return { ok: false, reason: 'the order is for another course', status: 'MISMATCH' };
  }
  const captures = unit.payments?.captures ?? [];
  const expectedValue = Number(row.amount).toFixed(2);
  const completed = captures.find((capture) => capture.status === 'COMPLETED');
  if (!completed) {
    const status = captures[0]?.status ?? 'NO_CAPTURE';
    return { ok: false, reason: `the capture is ${status}`, status: `CAPTURE_${status}` };
  }
  if (
    completed.custom_id !== undefined &&
    completed.custom_id !== customId(row.user_id, row.course_id)
  ) {
    return { ok: false, reason: 'the capture belongs to another learner', status: 'MISMATCH' };
  }
  if (
    completed.amount?.currency_code !== row.currency ||
    completed.amount.value !== expectedValue
  ) {
    return {
      ok: false,
      reason: `captured ${completed.amount?.value} ${completed.amount?.currency_code}, expected ${expectedValue} ${row.currency}`,
      status: 'MISMATCH',
    };
  }
  return { ok: true, captureId: completed.id };
}

/** The answer for an order we have already verified: PayPal's shape, from our own record. */
function completedAnswer(row: OrderRow): PayPalOrder {
  return {
    id: row.provider_order_id,
    status: 'COMPLETED',
    purchase_units: [
      {
        reference_id: referenceId(row.course_id),
        payments: {
          captures: [
            {
              id: row.capture_id ?? '',
              status: 'COMPLETED',
              amount: { currency_code: row.currency, value: Number(row.amount).toFixed(2) },
            },
          ],
        },
      },
    ],
  };
}

function notPaid(row: OrderRow, reason: string, status: string): ApiError {
  return new ApiError(422, {
    detail: `The payment was not completed: ${reason}.`,
    details: [
      {
        issue: status.startsWith('CAPTURE_') ? status : 'PAYMENT_NOT_VERIFIED',
        description: `PayPal did not complete the payment for order ${row.provider_order_id} (${reason}).`,
      },
    ],
  });
}

/**
 * POST /orders/{orderId}/: captures the learner's approved order at PayPal, verifies the capture
 * (status, amount, currency, learner and course) and enrols the learner. A declined instrument
 * comes back as PayPal's INSTRUMENT_DECLINED so the page restarts the payment. Only one capture
 * per learner and course runs at a time, and none once the course is owned (409).
 */
export async function captureOrder(
  db: Db,
  paypal: PayPalClient,
  log: FastifyBaseLogger,
  userId: number,
  providerOrderId: string,
): Promise<PayPalOrder> {
  const row = await ownOrder(db, userId, providerOrderId);
  if (row.status === ORDER_STATUS.completed) return completedAnswer(row);
  if (row.status === ORDER_STATUS.refundPending || row.status === ORDER_STATUS.refunded) {
    throw await refundUnneededCapture(db, paypal, log, row);
  }
  if (row.status === ORDER_STATUS.capturing || !(await claimCapture(db, row))) {
    throw conflict(paymentMessages.paymentUnderWay);
  }
  try {
    const order = await captureAtPayPal(db, paypal, log, row);
    return await settle(db, paypal, log, row, order);
  } catch (error) {
    // Whatever went wrong, the claim is not kept (a no-op once settle() moved the order on): an
    // order PayPal did capture is found again by the next capture or record of it.
    await releaseCapture(db, row.id, row.status);
    throw error;
  }
}

/** PayPal's order after our capture, or as it stands when the course is owned already. */
async function captureAtPayPal(
  db: Db,
  paypal: PayPalClient,
  log: FastifyBaseLogger,
  row: OrderRow,
): Promise<PayPalOrder> {
  if (await isEnrolled(db, row.user_id, row.course_id)) {
    // Nothing more is captured for an owned course. PayPal may have captured this order already
    // (an earlier answer lost): then settle() refunds it.
    const atPayPal = await reread(paypal, log, row);
    if (atPayPal.status !== 'COMPLETED') throw conflict(paymentMessages.alreadyPaid);
    return atPayPal;
  }
  try {
    return await paypal.captureOrder(
      row.provider_order_id,
      // The same id for a repeat of this capture; a new one after a declined instrument.
      `academy-capture-${row.provider_order_id}-${row.capture_attempts}`,
    );
  } catch (error) {
    if (error instanceof PayPalError && error.issue === 'ORDER_ALREADY_CAPTURED') {
      // Captured by an earlier call whose answer we lost: PayPal's order says how it ended.
      return reread(paypal, log, row);
    }
    if (error instanceof PayPalError && error.status === 422) {
      if (error.issue === 'INSTRUMENT_DECLINED') {
        await countDeclinedCapture(db, row.id);
      }
      throw new ApiError(422, {
        detail: 'PayPal could not capture the payment.',
        details: error.body.details ?? [],
        ...(error.body.debug_id ? { debug_id: error.body.debug_id } : {}),
      });
    }
    throw paypalFailure(error, log, 'capture the payment');
  }
}

/** Verifies PayPal's order, then enrols the learner, or refunds a capture that bought nothing. */
async function settle(
  db: Db,
  paypal: PayPalClient,
  log: FastifyBaseLogger,
  row: OrderRow,
  order: PayPalOrder,
): Promise<PayPalOrder> {
  const verdict = verifyCapture(row, order);
  if (!verdict.ok) {
    log.error(
      { order: row.provider_order_id, reason: verdict.reason },
      'PayPal capture not accepted',
    );
    await setOrderStatus(db, row.id, verdict.status);
    throw notPaid(row, verdict.reason, verdict.status);
  }
  const completion = await completeOrder(db, row, verdict.captureId);
  if (completion === 'refund-due') throw await refundUnneededCapture(db, paypal, log, row);
  return order;
}

async function reread(
  paypal: PayPalClient,
  log: FastifyBaseLogger,
  row: OrderRow,
): Promise<PayPalOrder> {
  try {
    return await paypal.getOrder(row.provider_order_id);
  } catch (error) {
    throw paypalFailure(error, log, 'show the order');
  }
}

/**
 * POST /orders/: the client records its completed order. Only an order of this learner and
 * course that the server has verified as paid is accepted; an order PayPal completed while our
 * capture answer was lost is verified now. Recording again changes nothing.
 */
export async function recordOrder(
  db: Db,
  paypal: PayPalClient,
  log: FastifyBaseLogger,
  userId: number,
  courseId: number,
  providerOrderId: string,
): Promise<{ created: boolean; record: OrderRecord }> {
  let row = await ownOrder(db, userId, providerOrderId);
  if (row.course_id !== courseId) {
    throw new ApiError(400, { course: ['This order is for another course.'] });
  }
  if (row.status === ORDER_STATUS.refundPending || row.status === ORDER_STATUS.refunded) {
    throw await refundUnneededCapture(db, paypal, log, row);
  }
  if (row.status !== ORDER_STATUS.completed) {
    const order = await reread(paypal, log, row);
    const verdict = verifyCapture(row, order);
    if (!verdict.ok) {
      throw nonFieldError('This order has not been paid.');
    }
    if ((await completeOrder(db, row, verdict.captureId)) === 'refund-due') {
      throw await refundUnneededCapture(db, paypal, log, row);
    }
    row = await ownOrder(db, userId, providerOrderId);
  }
  const created = await markRecorded(db, row.id);
  return {
    created,
    record: {
      order_id: row.provider_order_id,
      order_status: 'COMPLETED',
      amount: Number(row.amount),
      currency: row.currency,
      user: row.user_id,
      course: row.course_id,
      capture_id: row.capture_id ?? '',
    },
  };
}
