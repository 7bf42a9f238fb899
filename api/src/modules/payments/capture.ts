// The second half of a course's purchase (docs/design/payments.md#capture-and-verification): the
// server captures the learner's approved PayPal order, verifies the capture (status, amount,
// currency, learner and course) and only then enrols the learner. One capture per learner and
// course runs at a time and none once the course is owned; a capture PayPal completes anyway is
// refunded (refunds.ts).
import type { OrderRecord } from '@academy/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/db';
import { ApiError, conflict, nonFieldError, notFound } from '../../lib/errors';
import { isEnrolled } from '../enrollments/service';
import { customId, paypalFailure, referenceId } from './checkout';
import { paymentMessages } from './messages';
import {
  claimCapture,
  completeOrder,
  countDeclinedCapture,
  findOrder,
  markRecorded,
  ORDER_STATUS,
  releaseAbandonedCaptures,
  releaseCapture,
  setOrderStatus,
  type OrderRow,
} from './orders-repository';
import { PayPalError, type PayPalClient, type PayPalOrder } from './paypal-client';
import { refundUnneededCapture } from './refunds';

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
  let row = await ownOrder(db, userId, providerOrderId);
  if (row.status === ORDER_STATUS.capturing) {
    await releaseAbandonedCaptures(db, userId, row.course_id);
    row = await ownOrder(db, userId, providerOrderId);
  }
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
