import { Type, type Static } from 'typebox';
import { Body, IdField, IdParam, NullableString, Text } from './common';

/** PayPal's order ids: upper-case letters and digits. Anything else is answered 404. */
export const ORDER_ID_PATTERN = '^[A-Z0-9]{1,36}$';

export const PaidCheckParams = Type.Object({ userId: IdParam, courseId: IdParam });
export type PaidCheckParams = Static<typeof PaidCheckParams>;

export const PaidCheck = Type.Object({ paid: Type.Boolean() });
export type PaidCheck = Static<typeof PaidCheck>;

/** `user_id` must be the token's own user. */
export const ApplyCouponBody = Body({
  course_id: IdField,
  user_id: IdField,
  coupon_title: Text(64, 1),
});
export type ApplyCouponBody = Static<typeof ApplyCouponBody>;

/** A course's three prices after a coupon (all three before it when there is none). */
export const DiscountedPrices = Type.Object({
  cost_USD: Type.Number(),
  cost_EGP: Type.Number(),
  cost_SAR: Type.Number(),
});
export type DiscountedPrices = Static<typeof DiscountedPrices>;

export const AppliedCoupon = Type.Object({
  coupon_title: Type.String(),
  discounted_prices: DiscountedPrices,
});
export type AppliedCoupon = Static<typeof AppliedCoupon>;

export const QuoteParams = Type.Object({ courseId: IdParam });
export type QuoteParams = Static<typeof QuoteParams>;

/**
 * What the learner would be charged now: PayPal cannot charge EGP or SAR, so every order is
 * charged in US dollars at the course's price less the coupon the learner applied.
 */
export const Quote = Type.Object({
  currency: Type.Literal('USD'),
  amount: Type.Number(),
  coupon_title: NullableString(),
  prices: DiscountedPrices,
});
export type Quote = Static<typeof Quote>;

/** The spec's cart: one course, quantity 1; `value` is accepted and never read. */
export const CreatePaymentBody = Body({
  cart: Type.Array(
    Body({
      id: IdField,
      quantity: Type.Optional(
        Type.Unsafe<number | string>({ type: ['integer', 'string'], enum: [1, '1'], default: 1 }),
      ),
      value: Type.Optional(Type.Unsafe<unknown>({ type: ['number', 'string', 'null'] })),
      country: Type.Optional(
        Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 16 }),
      ),
    }),
    { minItems: 1, maxItems: 1 },
  ),
});
export type CreatePaymentBody = Static<typeof CreatePaymentBody>;

const Money = Type.Object({ currency_code: Type.String(), value: Type.String() });

/** The parts of a PayPal order (created, captured or shown) that the spec's client reads. */
export const ProviderOrder = Type.Object({
  id: Type.String(),
  status: Type.String(),
  purchase_units: Type.Optional(
    Type.Array(
      Type.Object({
        reference_id: Type.Optional(Type.String()),
        custom_id: Type.Optional(Type.String()),
        amount: Type.Optional(Money),
        payments: Type.Optional(
          Type.Object({
            captures: Type.Optional(
              Type.Array(
                Type.Object({
                  id: Type.String(),
                  status: Type.String(),
                  amount: Type.Optional(Money),
                  custom_id: Type.Optional(Type.String()),
                }),
              ),
            ),
            authorizations: Type.Optional(
              Type.Array(Type.Object({ id: Type.String(), status: Type.String() })),
            ),
          }),
        ),
      }),
    ),
  ),
  links: Type.Optional(
    Type.Array(
      Type.Object({
        href: Type.String(),
        rel: Type.String(),
        method: Type.Optional(Type.String()),
      }),
    ),
  ),
});
export type ProviderOrder = Static<typeof ProviderOrder>;

export const OrderParams = Type.Object({
  orderId: Type.String({ pattern: ORDER_ID_PATTERN }),
});
export type OrderParams = Static<typeof OrderParams>;

/** The spec's order record; order_status and amount are the client's word and are not read. */
export const RecordOrderBody = Body({
  order_id: Type.Unsafe<string | number>({
    type: ['string', 'integer'],
    pattern: ORDER_ID_PATTERN,
    maxLength: 36,
  }),
  user: IdField,
  course: IdField,
});
export type RecordOrderBody = Static<typeof RecordOrderBody>;

/** A completed order as the server verified it. */
export const OrderRecord = Type.Object({
  order_id: Type.String(),
  order_status: Type.Literal('COMPLETED'),
  amount: Type.Number(),
  currency: Type.String(),
  user: Type.Integer(),
  course: Type.Integer(),
  capture_id: Type.String(),
});
export type OrderRecord = Static<typeof OrderRecord>;
