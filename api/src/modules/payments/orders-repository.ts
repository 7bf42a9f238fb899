// The orders table: what checkout.ts reads and writes about PayPal orders, and nothing else.
import { isUniqueViolation, type Db, type Queryable } from '../../db/db';
import { grantEnrollment } from '../enrollments/service';
import { oweReceipt } from '../receipts/outbox';
import { forgetAppliedCoupon } from './service';

export interface OrderRow {
  id: number;
  provider_order_id: string;
  user_id: number;
  course_id: number;
  amount: string;
  currency: string;
  status: string;
  coupon_id: number | null;
  capture_attempts: number;
  capture_id: string | null;
  recorded_at: Date | string | null;
}

export interface NewOrder {
  providerOrderId: string;
  userId: number;
  courseId: number;
  amount: number;
  currency: string;
  status: string;
  couponId: number | null;
  country: string | null;
}

/**
 * The statuses of our orders besides PayPal's CREATED / COMPLETED and the failed captures'
 * (migration 004 explains them). CREATED is the learner's open order for a course.
 */
export const ORDER_STATUS = {
  open: 'CREATED',
  completed: 'COMPLETED',
  replaced: 'REPLACED',
  capturing: 'CAPTURING',
  refundPending: 'REFUND_PENDING',
  refunded: 'REFUNDED',
} as const;

async function insertOrder(db: Queryable, order: NewOrder): Promise<void> {
  await db.query(
    `INSERT INTO orders (provider_order_id, user_id, course_id, amount, currency, status, coupon_id, country)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      order.providerOrderId,
      order.userId,
      order.courseId,
      order.amount,
      order.currency,
      order.status,
      order.couponId,
      order.country,
    ],
  );
}

/**
 * Stores a new open order, replacing `replacing`, the open order the caller saw (its price was
 * another). False when a parallel request stored its open order first: the database keeps one
 * open order per learner and course (orders_one_open_per_course).
 */
export async function storeOpenOrder(
  db: Db,
  order: NewOrder,
  replacing: number | null,
): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      if (replacing !== null) {
        await tx.query(
          `UPDATE orders SET status = $2, updated_at = now() WHERE id = $1 AND status = $3`,
          [replacing, ORDER_STATUS.replaced, ORDER_STATUS.open],
        );
      }
      await insertOrder(tx, order);
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

const ORDER_COLUMNS = `id, provider_order_id, user_id, course_id, amount, currency, status, coupon_id,
  capture_attempts, capture_id, recorded_at`;

/** The learner's open order for the course, or the one being captured, if any. */
export async function findOpenOrder(
  db: Queryable,
  userId: number,
  courseId: number,
): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders
     WHERE user_id = $1 AND course_id = $2 AND status IN ($3, $4) ORDER BY id DESC LIMIT 1`,
    [userId, courseId, ORDER_STATUS.open, ORDER_STATUS.capturing],
  );
  return rows[0];
}

export async function findOrder(
  db: Queryable,
  providerOrderId: string,
): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE provider_order_id = $1`,
    [providerOrderId],
  );
  return rows[0];
}

/**
 * Marks the order as capturing, if it is still in the status we read: false when another request
 * changed it, or is capturing another order of this learner and course
 * (orders_one_capture_per_course). Only the request holding the claim calls PayPal's capture.
 */
export async function claimCapture(db: Queryable, row: OrderRow): Promise<boolean> {
  try {
    const { rows } = await db.query(
      `UPDATE orders SET status = $3, updated_at = now() WHERE id = $1 AND status = $2 RETURNING id`,
      [row.id, row.status, ORDER_STATUS.capturing],
    );
    return rows.length > 0;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * A claim older than this was left by an instance that stopped mid-capture (PayPal answers a
 * capture in seconds; the client's own time limit is far below it).
 */
export const ABANDONED_CAPTURE_SECONDS = 120;

/**
 * Frees the learner's capture claims on the course that an instance abandoned (it crashed between
 * claiming and settling), so neither a new payment nor a capture waits forever on them. The order
 * becomes REPLACED: capturing it again still works, and if PayPal did capture it, PayPal's answer
 * (ORDER_ALREADY_CAPTURED) leads to the same settlement as any late capture.
 */
export async function releaseAbandonedCaptures(
  db: Queryable,
  userId: number,
  courseId: number,
): Promise<void> {
  await db.query(
    `UPDATE orders SET status = $4, updated_at = now()
     WHERE user_id = $1 AND course_id = $2 AND status = $3
       AND updated_at < now() - make_interval(secs => $5)`,
    [userId, courseId, ORDER_STATUS.capturing, ORDER_STATUS.replaced, ABANDONED_CAPTURE_SECONDS],
  );
}

/**
 * Gives the claim up after a capture that did not pay, back to the order's earlier status. An
 * open order replaced meanwhile (a new price) stays replaced.
 */
export async function releaseCapture(
  db: Queryable,
  orderId: number,
  status: string,
): Promise<void> {
  const restore = (to: string) =>
    db.query(`UPDATE orders SET status = $3, updated_at = now() WHERE id = $1 AND status = $2`, [
      orderId,
      ORDER_STATUS.capturing,
      to,
    ]);
  try {
    await restore(status);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await restore(ORDER_STATUS.replaced);
  }
}

/**
 * What a verified capture did: enrolled the learner, or found the course already owned (another
 * order paid for it, or the academy granted it), so the capture is to be refunded.
 */
export type Completion = 'enrolled' | 'refund-due';

/**
 * Records a verified capture, once (a repeat changes nothing): the order is COMPLETED and the
 * learner enrolled, or, when the learner already owned the course, REFUND_PENDING.
 */
export async function completeOrder(db: Db, row: OrderRow, captureId: string): Promise<Completion> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: string }>(
      'SELECT status FROM orders WHERE id = $1 FOR UPDATE',
      [row.id],
    );
    const status = rows[0]?.status;
    if (status === ORDER_STATUS.completed) return 'enrolled';
    if (status === ORDER_STATUS.refundPending || status === ORDER_STATUS.refunded) {
      return 'refund-due';
    }
    const enrolled = await grantEnrollment(tx, row.user_id, row.course_id, row.id);
    await tx.query(
      `UPDATE orders SET status = $2, capture_id = $3, captured_at = now(), updated_at = now()
       WHERE id = $1`,
      [row.id, enrolled ? ORDER_STATUS.completed : ORDER_STATUS.refundPending, captureId],
    );
    if (enrolled) {
      // The coupon has been used for this course.
      await forgetAppliedCoupon(tx, row.user_id, row.course_id);
      // The receipt is owed from the moment the payment counts, in the same transaction.
      await oweReceipt(tx, row.id);
    }
    return enrolled ? 'enrolled' : 'refund-due';
  });
}

/** PayPal refunded the order's capture (`refundId` null when PayPal only said it already had). */
export async function markRefunded(
  db: Queryable,
  orderId: number,
  refundId: string | null,
): Promise<void> {
  await db.query(
    `UPDATE orders SET status = $2, refund_id = $3, refunded_at = now(), updated_at = now()
     WHERE id = $1 AND status = $4`,
    [orderId, ORDER_STATUS.refunded, refundId, ORDER_STATUS.refundPending],
  );
}

export async function setOrderStatus(
  db: Queryable,
  orderId: number,
  status: string,
): Promise<void> {
  await db.query(`UPDATE orders SET status = $2, updated_at = now() WHERE id = $1`, [
    orderId,
    status,
  ]);
}

/** A declined instrument: the next capture is a new attempt (a new PayPal-Request-Id). */
export async function countDeclinedCapture(db: Queryable, orderId: number): Promise<void> {
  await db.query(
    `UPDATE orders SET capture_attempts = capture_attempts + 1, updated_at = now() WHERE id = $1`,
    [orderId],
  );
}

/** Notes that the client recorded the order (POST /orders/); whether this was the first time. */
export async function markRecorded(db: Queryable, orderId: number): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    'UPDATE orders SET recorded_at = now() WHERE id = $1 AND recorded_at IS NULL RETURNING id',
    [orderId],
  );
  return rows.length > 0;
}
