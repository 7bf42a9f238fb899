import { Type, type Static } from 'typebox';
import { Body, PartialBody, IdField, NullableString, Text } from '../common';
import { AdminListQuery, IdFilter } from './common';
import { BooleanFilter } from './filters';
import { COUPON_LIMITS } from '../rules';

/**
 * A coupon as staff see it: a percentage or a fixed amount in each currency (never both), for
 * one course or all (`course: null`). `used` counts the COMPLETED orders that used it.
 */
export const AdminCoupon = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  percent_off: Type.Union([Type.Number(), Type.Null()]),
  amount_off_usd: Type.Union([Type.Number(), Type.Null()]),
  amount_off_le: Type.Union([Type.Number(), Type.Null()]),
  amount_off_sr: Type.Union([Type.Number(), Type.Null()]),
  course: Type.Union([Type.Integer(), Type.Null()]),
  expires_at: NullableString('When it stops working (ISO date-time), or null for never.'),
  usage_limit: Type.Union([Type.Integer(), Type.Null()]),
  active: Type.Boolean(),
  used: Type.Integer({ description: 'COMPLETED orders that used the coupon (read-only).' }),
  created_at: Type.String({ format: 'date-time' }),
});
export type AdminCoupon = Static<typeof AdminCoupon>;

// Bounded so that no number overflows its column (numeric(12, 2)); the rest is the service's.
const NullableAmount = Type.Union([Type.Number({ maximum: COUPON_LIMITS.amountMax }), Type.Null()]);

const couponFields = {
  // As long as the public apply-coupon accepts (ApplyCouponBody).
  title: Text(COUPON_LIMITS.title, 1),
  percent_off: NullableAmount,
  amount_off_usd: NullableAmount,
  amount_off_le: NullableAmount,
  amount_off_sr: NullableAmount,
  course: Type.Union([IdField, Type.Null()]),
  expires_at: Type.Union([Text(64), Type.Null()]),
  usage_limit: Type.Union([
    Type.Integer({ minimum: 0, maximum: COUPON_LIMITS.amountMax }),
    Type.Null(),
  ]),
  active: Type.Boolean(),
};

// The rules that span fields (percentage or amounts, every currency) are the service's.
export const CreateCouponBody = Body({
  title: couponFields.title,
  percent_off: Type.Optional(couponFields.percent_off),
  amount_off_usd: Type.Optional(couponFields.amount_off_usd),
  amount_off_le: Type.Optional(couponFields.amount_off_le),
  amount_off_sr: Type.Optional(couponFields.amount_off_sr),
  course: Type.Optional(couponFields.course),
  expires_at: Type.Optional(couponFields.expires_at),
  usage_limit: Type.Optional(couponFields.usage_limit),
  active: Type.Optional(couponFields.active),
});
export type CreateCouponBody = Static<typeof CreateCouponBody>;

export const UpdateCouponBody = PartialBody(CreateCouponBody);
export type UpdateCouponBody = Static<typeof UpdateCouponBody>;

export const CouponsQuery = Type.Object({
  ...AdminListQuery.properties,
  active: BooleanFilter,
  course: IdFilter,
});
export type CouponsQuery = Static<typeof CouponsQuery>;
