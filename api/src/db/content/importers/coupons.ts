import type { ContentCoupon } from '@academy/contract';
import { itemPath } from '../problems';
import { idByKey, type ImportContext } from './context';

const FILE = 'coupons.json';

/** Adds or updates each coupon by title (any case); `course: null` is a coupon for every course. */
export async function importCoupons(
  context: ImportContext,
  coupons: ContentCoupon[],
): Promise<number> {
  const { tx } = context;
  for (const [i, coupon] of coupons.entries()) {
    const courseId = coupon.course ? await idByKey(tx, 'courses', coupon.course) : null;
    if (coupon.course && courseId === null) {
      context.refuse(itemPath(FILE, i, 'course'), `no course with key "${coupon.course}"`);
      continue;
    }
    const amount = coupon.amount_off ?? null;
    await tx.query(
      `INSERT INTO coupons (title, percent_off, amount_off_usd, amount_off_le, amount_off_sr,
         course_id, expires_at, usage_limit, active)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT ((lower(title))) DO UPDATE SET percent_off = $2, amount_off_usd = $3,
         amount_off_le = $4, amount_off_sr = $5, course_id = $6, expires_at = $7,
         usage_limit = $8, active = $9`,
      [
        coupon.title,
        coupon.percent_off ?? null,
        amount?.USD ?? null,
        amount?.LE ?? null,
        amount?.SAR ?? null,
        courseId,
        coupon.expires_at ?? null,
        coupon.usage_limit ?? null,
        coupon.active !== false,
      ],
    );
  }
  return coupons.length;
}
