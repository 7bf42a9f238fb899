// Refunds of Paymob and Moyasar payments through the provider's refund API: the back-office's
// (full or partial, with a reason, audited, a credit note each) and the automatic one of a
// payment for a course the learner already owned.
import type { LocalProvider, Refund, RefundBody } from '@academy/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { recordAudit } from '../../lib/audit';
import { ApiError, nonFieldError, notFound } from '../../lib/errors';
import { findLocalOrder, LOCAL_STATUS } from './local-orders';
import { fromMinor, toMinor } from './provider-http';
import { gatewayOf, providerFailure } from './service';

/** A payment that bought nothing (REFUND_PENDING) is refunded whole; a failure is left for staff. */
export async function refundUnneeded(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  orderId: number,
): Promise<void> {
  const row = await findLocalOrder(app.db, { id: orderId });
  if (!row || row.status !== LOCAL_STATUS.refundPending) return;
  try {
    const refundId = await gatewayOf(app, row.provider as LocalProvider).refund(
      row,
      toMinor(row.amount),
    );
    await app.db.query(
      `UPDATE orders SET status = $2, refund_id = $3, refunded_at = now(),
         refunded_amount = amount, updated_at = now() WHERE id = $1 AND status = $4`,
      [row.id, LOCAL_STATUS.refunded, refundId, LOCAL_STATUS.refundPending],
    );
  } catch (error) {
    // Left REFUND_PENDING: staff see it in the orders list and refund it from there.
    log.error({ err: error, order: row.provider_order_id }, 'could not refund an unneeded payment');
  }
}

interface RefundRow {
  id: number;
  order_id: number;
  amount: string;
  currency: string;
  reason: string;
  provider_refund_id: string;
  credit_note: string;
  full_refund: boolean;
  created_at: Date | string;
}

export const toRefund = (row: RefundRow): Refund => ({
  id: row.id,
  order_id: row.order_id,
  amount: Number(row.amount),
  currency: row.currency,
  reason: row.reason,
  provider_refund_id: row.provider_refund_id,
  credit_note: row.credit_note,
  full: row.full_refund,
  created_at: new Date(row.created_at).toISOString(),
});

/**
 * POST /admin/orders/{id}/refunds/: refunds a paid order (all that is left, or `amount`) through
 * its provider, in one transaction with the order locked (two clicks refund once). A full refund
 * ends the enrolment the order bought.
 */
export async function refundOrder(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  staffId: number,
  orderId: number,
  body: RefundBody,
): Promise<Refund> {
  return app.db.transaction(async (tx) => {
    const row = await findLocalOrder(tx, { id: orderId }, true);
    if (!row) throw notFound('Order not found.');
    if (row.provider === 'paypal') {
      throw nonFieldError('Refund PayPal orders from PayPal: only Paymob and Moyasar orders here.');
    }
    if (row.status !== LOCAL_STATUS.completed && row.status !== LOCAL_STATUS.partiallyRefunded) {
      throw nonFieldError(`Only a paid order can be refunded; this one is ${row.status}.`);
    }
    const left = toMinor(row.amount) - toMinor(row.refunded_amount);
    const wanted = body.amount === undefined ? left : toMinor(body.amount);
    if (wanted <= 0 || wanted > left) {
      throw new ApiError(400, {
        amount: [`Enter an amount from 0.01 to ${fromMinor(left).toFixed(2)} ${row.currency}.`],
      });
    }
    let providerRefundId: string;
    try {
      providerRefundId = await gatewayOf(app, row.provider as LocalProvider).refund(row, wanted);
    } catch (error) {
      throw providerFailure(error, row.provider as LocalProvider, log, 'refund the payment');
    }
    const full = wanted === left;
    const { rows: counted } = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payment_refunds WHERE order_id = $1',
      [row.id],
    );
    const creditNote = `CN-${row.id}-${(counted[0]?.n ?? 0) + 1}`;
    const { rows } = await tx.query<RefundRow>(
      `INSERT INTO payment_refunds (order_id, amount, currency, reason, provider_refund_id,
         credit_note, full_refund, staff_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      [
        row.id,
        fromMinor(wanted),
        row.currency,
        body.reason.trim(),
        providerRefundId,
        creditNote,
        full,
        staffId,
      ],
    );
    await tx.query(
      `UPDATE orders SET status = $2, refunded_amount = refunded_amount + $3, refund_id = $4,
         refunded_at = now(), updated_at = now() WHERE id = $1`,
      [
        row.id,
        full ? LOCAL_STATUS.refunded : LOCAL_STATUS.partiallyRefunded,
        fromMinor(wanted),
        providerRefundId,
      ],
    );
    if (full) {
      await tx.query(
        'DELETE FROM enrollments WHERE user_id = $1 AND course_id = $2 AND order_id = $3',
        [row.user_id, row.course_id, row.id],
      );
    }
    const refund = toRefund(rows[0] as RefundRow);
    await recordAudit(tx, staffId, {
      action: 'create',
      entity: 'refunds',
      entityId: refund.id,
      changes: {
        order: row.provider_order_id,
        amount: refund.amount,
        currency: refund.currency,
        reason: refund.reason,
        full,
      },
    });
    return refund;
  });
}

/** The learner's refunds of an order (their credit notes). */
export async function refundsOf(app: FastifyInstance, orderId: number): Promise<Refund[]> {
  const { rows } = await app.db.query<RefundRow>(
    'SELECT * FROM payment_refunds WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  return rows.map(toRefund);
}
