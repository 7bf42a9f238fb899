import type { ContentCoupon } from '@academy/contract';
import { itemPath } from '../problems';
import { idByKey, isoDate, type ExportContext, type ImportContext } from './context';

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

export async function exportCoupons({ db }: ExportContext): Promise<ContentCoupon[]> {
  const { rows } = await db.query<{
    title: string;
    percent_off: number | null;
    amount_off_usd: number | null;
    amount_off_le: number | null;
    amount_off_sr: number | null;
    course: string | null;
    expires_at: Date | null;
    usage_limit: number | null;
    active: boolean;
  }>(
    `SELECT c.title, c.percent_off::float8 AS percent_off,
       c.amount_off_usd::float8 AS amount_off_usd, c.amount_off_le::float8 AS amount_off_le,
       c.amount_off_sr::float8 AS amount_off_sr, co.key AS course, c.expires_at,
       c.usage_limit, c.active
     FROM coupons c LEFT JOIN courses co ON co.id = c.course_id
     ORDER BY c.id`,
  );
  return rows.map((row) => ({
    title: row.title,
    // The schema (and a CHECK) allow a percentage or the three amounts, never both.
    ...(row.percent_off !== null
      ? { percent_off: row.percent_off }
      : {
          amount_off: {
            USD: row.amount_off_usd ?? 0,
            LE: row.amount_off_le ?? 0,
            SAR: row.amount_off_sr ?? 0,
          },
        }),
    course: row.course,
    expires_at: row.expires_at === null ? null : isoDate(row.expires_at),
    usage_limit: row.usage_limit,
    active: row.active,
  }));
}
