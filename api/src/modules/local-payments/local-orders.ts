// The orders table as Paymob and Moyasar orders use it (migration 022): storing a new open order,
// and applying a provider's verified transaction to it, once.
import type { KioskReference, LocalPayment } from '@academy/contract';
import { isUniqueViolation, type Db, type Queryable } from '../../db/db';
import { grantEnrollment } from '../enrollments/service';
import { ORDER_STATUS } from '../payments/orders-repository';
import { forgetAppliedCoupon } from '../payments/service';
import { oweReceipt } from '../receipts/outbox';
import { toMinor } from './provider-http';

export const LOCAL_STATUS = {
  ...ORDER_STATUS,
  pending: 'PENDING',
  declined: 'DECLINED',
  cancelled: 'CANCELLED',
  mismatch: 'MISMATCH',
  partiallyRefunded: 'PARTIALLY_REFUNDED',
} as const;

/** Statuses a paid transaction may still complete (an order replaced meanwhile was still paid). */
const PAYABLE = [
  LOCAL_STATUS.open,
  LOCAL_STATUS.replaced,
  LOCAL_STATUS.declined,
  LOCAL_STATUS.pending,
] as const;

export interface LocalOrderRow {
  id: number;
  provider_order_id: string;
  provider: string;
  payment_method: string;
  provider_payment_ref: string;
  redirect_url: string | null;
  provider_transaction_id: string | null;
  user_id: number;
  course_id: number;
  amount: string;
  currency: string;
  status: string;
  coupon_id: number | null;
  kiosk_reference: string | null;
  kiosk_expires_at: Date | string | null;
  refused_reason: string | null;
  refunded_amount: string;
}

const COLUMNS = `id, provider_order_id, provider, payment_method, provider_payment_ref, redirect_url,
  provider_transaction_id, user_id, course_id, amount, currency, status, coupon_id,
  kiosk_reference, kiosk_expires_at, refused_reason, refunded_amount`;

export async function findLocalOrder(
  db: Queryable,
  where: { reference: string } | { provider: string; paymentRef: string } | { id: number },
  lock = false,
): Promise<LocalOrderRow | undefined> {
  const [sql, params] =
    'reference' in where
      ? ['provider_order_id = $1 AND provider <> $2', [where.reference, 'paypal']]
      : 'id' in where
        ? ['id = $1', [where.id]]
        : ['provider = $1 AND provider_payment_ref = $2', [where.provider, where.paymentRef]];
  const { rows } = await db.query<LocalOrderRow>(
    `SELECT ${COLUMNS} FROM orders WHERE ${sql}${lock ? ' FOR UPDATE' : ''}`,
    params,
  );
  return rows[0];
}

export interface NewLocalOrder {
  reference: string;
  provider: string;
  method: string;
  paymentRef: string;
  redirectUrl: string;
  userId: number;
  courseId: number;
  amount: number;
  currency: string;
  couponId: number | null;
  country: string | null;
}

/**
 * Stores a new open order in place of `replacing`, the learner's open order for the course (any
 * provider's) the caller saw: false when a parallel request stored one first
 * (orders_one_open_per_course). Only the order seen is replaced, so two tabs creating at once
 * end with one open order, the first stored, rather than the later one replacing it.
 */
export async function storeLocalOrder(
  db: Db,
  order: NewLocalOrder,
  replacing: number | null,
): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      if (replacing !== null) {
        await tx.query(
          `UPDATE orders SET status = $2, updated_at = now() WHERE id = $1 AND status = $3`,
          [replacing, LOCAL_STATUS.replaced, LOCAL_STATUS.open],
        );
      }
      await tx.query(
        `INSERT INTO orders (provider_order_id, provider, payment_method, provider_payment_ref,
           redirect_url, user_id, course_id, amount, currency, status, coupon_id, country)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          order.reference,
          order.provider,
          order.method,
          order.paymentRef,
          order.redirectUrl,
          order.userId,
          order.courseId,
          order.amount,
          order.currency,
          LOCAL_STATUS.open,
          order.couponId,
          order.country,
        ],
      );
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** A provider's transaction as the server verified it (fetched, or in a verified webhook). */
export interface VerifiedTransaction {
  id: string;
  outcome: 'paid' | 'pending' | 'failed';
  amountMinor: number;
  currency: string;
  kiosk?: { reference: string; expiresAt: Date };
}

/**
 * What applying a transaction did: `enrolled` (now or before: a duplicate is a no-op),
 * `refund-due` (the course was owned already), `refused` (amount, currency or a cancelled order:
 * shown to staff), `pending` (a kiosk reference), `declined`, or `unchanged`.
 */
export type Applied = 'enrolled' | 'refund-due' | 'refused' | 'pending' | 'declined' | 'unchanged';

/**
 * Applies a verified transaction to its order, once: the order row is locked, a transaction
 * already applied changes nothing, and the unique (provider, provider_transaction_id) keeps one
 * transaction from paying two orders. Amount and currency must be the order's to the minor unit.
 */
export async function applyTransaction(
  db: Db,
  orderId: number,
  txn: VerifiedTransaction,
): Promise<Applied> {
  try {
    return await db.transaction(async (tx) => {
      const row = await findLocalOrder(tx, { id: orderId }, true);
      if (!row) return 'unchanged';
      if (row.provider_transaction_id === txn.id) {
        return row.status === LOCAL_STATUS.refundPending ? 'refund-due' : 'unchanged';
      }
      const payable = (PAYABLE as readonly string[]).includes(row.status);
      if (txn.outcome === 'pending') {
        if (!payable || !txn.kiosk) return 'unchanged';
        await tx.query(
          `UPDATE orders SET status = $2, kiosk_reference = $3, kiosk_expires_at = $4,
             updated_at = now() WHERE id = $1`,
          [row.id, LOCAL_STATUS.pending, txn.kiosk.reference, txn.kiosk.expiresAt.toISOString()],
        );
        return 'pending';
      }
      if (txn.outcome === 'failed') {
        if (row.status !== LOCAL_STATUS.open) return 'unchanged';
        await tx.query(`UPDATE orders SET status = $2, updated_at = now() WHERE id = $1`, [
          row.id,
          LOCAL_STATUS.declined,
        ]);
        return 'declined';
      }
      const refusal = refusalOf(row, txn, payable);
      if (refusal) {
        await tx.query(
          `UPDATE orders SET status = $2, refused_reason = $3, provider_transaction_id = $4,
             updated_at = now() WHERE id = $1`,
          [row.id, LOCAL_STATUS.mismatch, refusal, txn.id],
        );
        return 'refused';
      }
      const enrolled = await grantEnrollment(tx, row.user_id, row.course_id, row.id);
      await tx.query(
        `UPDATE orders SET status = $2, provider_transaction_id = $3, capture_id = $3,
           captured_at = now(), updated_at = now() WHERE id = $1`,
        [row.id, enrolled ? LOCAL_STATUS.completed : LOCAL_STATUS.refundPending, txn.id],
      );
      if (!enrolled) return 'refund-due';
      await forgetAppliedCoupon(tx, row.user_id, row.course_id);
      await oweReceipt(tx, row.id);
      return 'enrolled';
    });
  } catch (error) {
    // The transaction paid another order already: it pays nothing more.
    if (isUniqueViolation(error)) return 'unchanged';
    throw error;
  }
}

/** Why a paid transaction does not pay for this order, or null when it does. */
function refusalOf(row: LocalOrderRow, txn: VerifiedTransaction, payable: boolean): string | null {
  const expected = `${(toMinor(row.amount) / 100).toFixed(2)} ${row.currency}`;
  const paid = `${(txn.amountMinor / 100).toFixed(2)} ${txn.currency}`;
  if (txn.currency !== row.currency || txn.amountMinor !== toMinor(row.amount)) {
    return `Paid ${paid}, the order is for ${expected}: refund it, or grant the course by hand.`;
  }
  if (!payable) {
    return `Paid ${paid} while the order was ${row.status}: refund it, or grant the course by hand.`;
  }
  return null;
}

/** Kiosk references past their validity: the order is cancelled and grants nothing. */
export async function expireKioskOrders(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.query(
    `UPDATE orders SET status = $1, updated_at = now()
     WHERE status = $2 AND kiosk_expires_at < $3 RETURNING id`,
    [LOCAL_STATUS.cancelled, LOCAL_STATUS.pending, now.toISOString()],
  );
  return rows.length;
}

const iso = (at: Date | string) => new Date(at).toISOString();

export function toLocalPayment(row: LocalOrderRow): LocalPayment {
  const kiosk: KioskReference | null =
    row.kiosk_reference && row.kiosk_expires_at
      ? { reference: row.kiosk_reference, expires_at: iso(row.kiosk_expires_at) }
      : null;
  return {
    order_id: row.provider_order_id,
    provider: row.provider,
    method: row.payment_method,
    course: row.course_id,
    amount: Number(row.amount),
    currency: row.currency,
    status: row.status,
    redirect_url: row.status === LOCAL_STATUS.open ? row.redirect_url : null,
    kiosk,
    refunded_amount: Number(row.refunded_amount),
  };
}
