// The back-office's coupons: /api/admin/coupons/ (DESIGN.md section 11). A coupon takes a
// percentage or a fixed amount in every currency, never both: the form chooses which with
// `discount_kind`, and the body carries the other as null.
import type { Shape } from '@academy/shared';
import type { AdminCoupon, CreateCouponBody } from '@academy/contract';
import { numberOrNull, withFormValues } from '../../lib/form-values-api';
import { fromLocalInput, toLocalInput } from '../../lib/local-date-time';
import { resourceApi } from '../../lib/resource-api';

export const adminCouponShape: Shape<AdminCoupon> = {
  id: 'number',
  title: 'string',
  percent_off: 'number?',
  amount_off_usd: 'number?',
  amount_off_le: 'number?',
  amount_off_sr: 'number?',
  course: 'number?',
  expires_at: 'string?',
  usage_limit: 'number?',
  active: 'boolean',
  used: 'number',
  created_at: 'string',
};

export const couponBodyApi = resourceApi<AdminCoupon, CreateCouponBody>(
  'coupons',
  adminCouponShape,
);

export const AMOUNT_FIELDS = ['amount_off_usd', 'amount_off_le', 'amount_off_sr'] as const;

export type CouponValues = {
  title: string;
  /** 'percent' or 'amount': which of the discounts the coupon gives. */
  discount_kind: string;
  percent_off: string;
  amount_off_usd: string;
  amount_off_le: string;
  amount_off_sr: string;
  /** A course's id, or '' for every course. */
  course: string;
  /** Local time (datetime-local), or '' for never. */
  expires_at: string;
  /** '' for no limit. */
  usage_limit: string;
  active: string;
};

export function couponBody(values: Partial<CouponValues>): Partial<CreateCouponBody> {
  const body: Partial<CreateCouponBody> = {};
  if (values.title !== undefined) body.title = values.title;
  if (values.discount_kind !== undefined) {
    const percent = values.discount_kind === 'percent';
    body.percent_off = percent ? numberOrNull(values.percent_off ?? '') : null;
    for (const field of AMOUNT_FIELDS)
      body[field] = percent ? null : numberOrNull(values[field] ?? '');
  }
  if (values.course !== undefined)
    body.course = values.course === '' ? null : Number(values.course);
  if (values.expires_at !== undefined) body.expires_at = fromLocalInput(values.expires_at);
  if (values.usage_limit !== undefined) body.usage_limit = numberOrNull(values.usage_limit);
  if (values.active !== undefined) body.active = values.active === 'true';
  return body;
}

export const couponsApi = withFormValues<AdminCoupon, CouponValues, CreateCouponBody>(
  couponBodyApi,
  couponBody,
);

export const emptyCoupon: CouponValues = {
  title: '',
  discount_kind: 'percent',
  percent_off: '',
  amount_off_usd: '',
  amount_off_le: '',
  amount_off_sr: '',
  course: '',
  expires_at: '',
  usage_limit: '',
  active: 'true',
};

const text = (value: number | null) => (value === null ? '' : String(value));

export const couponValues = (coupon: AdminCoupon): CouponValues => ({
  title: coupon.title,
  discount_kind: coupon.percent_off === null ? 'amount' : 'percent',
  percent_off: text(coupon.percent_off),
  amount_off_usd: text(coupon.amount_off_usd),
  amount_off_le: text(coupon.amount_off_le),
  amount_off_sr: text(coupon.amount_off_sr),
  course: text(coupon.course),
  expires_at: toLocalInput(coupon.expires_at),
  usage_limit: text(coupon.usage_limit),
  active: String(coupon.active),
});
