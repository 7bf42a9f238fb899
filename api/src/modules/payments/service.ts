import type { AppliedCoupon, CoursePrices, DiscountedPrices } from '@academy/contract';
import type { Db, Queryable } from '../../db/db';
import { nonFieldError, notFound } from '../../lib/errors';
import { coursePrices } from '../courses/service';
import { isEnrolled } from '../enrollments/service';
import { paymentMessages } from './messages';

interface CouponRow {
  id: number;
  title: string;
  percent_off: string | null;
  amount_off_usd: string | null;
  amount_off_le: string | null;
  amount_off_sr: string | null;
  course_id: number | null;
  expired: boolean;
  usage_limit: number | null;
  active: boolean;
  used: number;
}

/** Rounds to cents, never below zero. */
function money(value: number): number {
  return Math.max(0, Math.round(value * 100) / 100);
}

export function discount(
  prices: CoursePrices,
  coupon: Pick<CouponRow, 'percent_off' | 'amount_off_usd' | 'amount_off_le' | 'amount_off_sr'>,
): DiscountedPrices {
  if (coupon.percent_off !== null) {
    const factor = 1 - Number(coupon.percent_off) / 100;
    return {
      cost_USD: money(prices.price * factor),
      cost_EGP: money(prices.price_LE * factor),
      cost_SAR: money(prices.price_SR * factor),
    };
  }
  return {
    cost_USD: money(prices.price - Number(coupon.amount_off_usd)),
    cost_EGP: money(prices.price_LE - Number(coupon.amount_off_le)),
    cost_SAR: money(prices.price_SR - Number(coupon.amount_off_sr)),
  };
}

const COUPON_COLUMNS = `c.id, c.title, c.percent_off, c.amount_off_usd, c.amount_off_le,
  c.amount_off_sr, c.course_id, c.usage_limit, c.active,
  (c.expires_at IS NOT NULL AND c.expires_at <= now()) AS expired,
  (SELECT count(*)::int FROM orders o WHERE o.coupon_id = c.id AND o.status = 'COMPLETED') AS used`;

export type Coupon = CouponRow;

/**
 * Why a coupon cannot be used for this course now, or null when it can. Only a learner who
 * applied the coupon successfully is told why (create-payment); apply-coupon never says.
 */
export function couponProblem(coupon: CouponRow | undefined, courseId: number): string | null {
  if (!coupon || !coupon.active) return 'Invalid coupon.';
  if (coupon.expired) return 'This coupon has expired.';
  if (coupon.usage_limit !== null && coupon.used >= coupon.usage_limit) {
    return 'This coupon has reached its usage limit.';
  }
  if (coupon.course_id !== null && coupon.course_id !== courseId) {
    return 'This coupon is not valid for this course.';
  }
  return null;
}

/** The coupon this user applied to this course (remembered by apply-coupon), valid or not. */
export async function appliedCoupon(
  db: Queryable,
  userId: number,
  courseId: number,
): Promise<CouponRow | undefined> {
  const { rows } = await db.query<CouponRow>(
    `SELECT ${COUPON_COLUMNS} FROM applied_coupons a JOIN coupons c ON c.id = a.coupon_id
     WHERE a.user_id = $1 AND a.course_id = $2`,
    [userId, courseId],
  );
  return rows[0];
}

export async function forgetAppliedCoupon(
  db: Queryable,
  userId: number,
  courseId: number,
): Promise<void> {
  await db.query('DELETE FROM applied_coupons WHERE user_id = $1 AND course_id = $2', [
    userId,
    courseId,
  ]);
}

/**
 * Checks a coupon for a user and course, remembers it in applied_coupons (for create-payment)
 * and returns the discounted prices. Usage counts the COMPLETED orders that used the coupon.
 */
export async function applyCoupon(
  db: Db,
  userId: number,
  courseId: number,
  title: string,
): Promise<AppliedCoupon> {
  const { rows: courses } = await db.query<{ price: string; price_le: string; price_sr: string }>(
    'SELECT price, price_le, price_sr FROM courses WHERE id = $1',
    [courseId],
  );
  const course = courses[0];
  if (!course) throw notFound('Course not found.');
  if (await isEnrolled(db, userId, courseId)) {
    throw nonFieldError(paymentMessages.alreadyPaid);
  }
  const { rows } = await db.query<CouponRow>(
    `SELECT ${COUPON_COLUMNS} FROM coupons c WHERE lower(c.title) = lower($1)`,
    [title.trim()],
  );
  const coupon = rows[0];
  // One answer for every refused code: which codes exist, and why one is refused, stays unknown.
  if (!coupon || couponProblem(coupon, courseId) !== null) {
    throw nonFieldError(paymentMessages.invalidCoupon);
  }
  await db.query(
    `INSERT INTO applied_coupons (user_id, course_id, coupon_id) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, course_id) DO UPDATE SET coupon_id = $3, applied_at = now()`,
    [userId, courseId, coupon.id],
  );
  return {
    coupon_title: coupon.title,
    discounted_prices: discount(coursePrices(course), coupon),
  };
}
