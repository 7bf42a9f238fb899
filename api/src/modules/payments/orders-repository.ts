// The orders table: what checkout.ts reads and writes about PayPal orders, and nothing else.
import type { Db, Queryable } from '../../db/db';
import { grantEnrollment } from '../enrollments/service';
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

export async function insertOrder(db: Queryable, order: NewOrder): Promise<void> {
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

export async function findOrder(
  db: Queryable,
  providerOrderId: string,
): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(
    `SELECT id, provider_order_id, user_id, course_id, amount, currency, status, coupon_id,
            capture_attempts, capture_id, recorded_at
     FROM orders WHERE provider_order_id = $1`,
    [providerOrderId],
  );
  return rows[0];
}

/** Marks the order paid and enrols the learner, once (a repeat changes nothing). */
export async function completeOrder(db: Db, row: OrderRow, captureId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `UPDATE orders SET status = 'COMPLETED', capture_id = $2, captured_at = now(), updated_at = now()
       WHERE id = $1 AND status <> 'COMPLETED' RETURNING id`,
      [row.id, captureId],
    );
    if (rows.length === 0) return;
    await grantEnrollment(tx, row.user_id, row.course_id, row.id);
    // The coupon has been used for this course.
    await forgetAppliedCoupon(tx, row.user_id, row.course_id);
  });
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
