// A capture PayPal completed for a course the learner already owned (two tabs, an order paid while
// the academy granted the course, a capture whose answer was lost) is given back: refunded through
// PayPal's Payments API and recorded on the order.
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/db';
import { conflict, type ApiError } from '../../lib/errors';
import { paymentMessages } from './messages';
import { findOrder, markRefunded, ORDER_STATUS, type OrderRow } from './orders-repository';
import { PayPalError, type PayPalClient } from './paypal-client';

/**
 * Refunds the order's capture unless that is done already, then answers why the payment did not
 * buy anything: 409 either way, with what happened to the money.
 */
export async function refundUnneededCapture(
  db: Queryable,
  paypal: PayPalClient,
  log: FastifyBaseLogger,
  order: Pick<OrderRow, 'provider_order_id'>,
): Promise<ApiError> {
  const row = await findOrder(db, order.provider_order_id);
  if (!row || row.status === ORDER_STATUS.refunded) return conflict(paymentMessages.refunded);
  if (row.status !== ORDER_STATUS.refundPending || !row.capture_id) {
    throw new Error(`order ${row.provider_order_id} is ${row.status}, not due for a refund`);
  }
  try {
    // One request id per capture: a repeat (ours, or after a lost answer) never refunds twice.
    const refund = await paypal.refundCapture(row.capture_id, `academy-refund-${row.capture_id}`);
    await markRefunded(db, row.id, refund.id);
    log.warn(
      { order: row.provider_order_id, capture: row.capture_id, refund: refund.id },
      'refunded a capture for a course the learner already owned',
    );
    return conflict(paymentMessages.refunded);
  } catch (error) {
    if (error instanceof PayPalError && error.issue === 'CAPTURE_FULLY_REFUNDED') {
      await markRefunded(db, row.id, null);
      return conflict(paymentMessages.refunded);
    }
    // Left REFUND_PENDING: the next call on this order tries again; the back-office sees it.
    log.error(
      { err: error, order: row.provider_order_id, capture: row.capture_id },
      'could not refund a capture for a course the learner already owned',
    );
    return conflict(paymentMessages.refundFailed(row.provider_order_id));
  }
}
