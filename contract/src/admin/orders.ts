import { Type, type Static } from 'typebox';
import { NamedRecord, NullableString } from '../common';
import { ORDER_STATUSES } from '../rules';
import { AdminListQuery, IdFilter } from './common';
import { IsoDateFilter } from './filters';

/** Who a back-office record is about. */
export const UserRef = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  username: Type.String(),
});
export type UserRef = Static<typeof UserRef>;

/** A PayPal order (read-only: orders are written by the payment flow alone). */
export const AdminOrder = Type.Object({
  id: Type.Integer(),
  provider_order_id: Type.String(),
  user: UserRef,
  course: NamedRecord,
  amount: Type.Number(),
  currency: Type.String(),
  status: Type.String({
    examples: [...ORDER_STATUSES],
  }),
  coupon: Type.Union([Type.Object({ id: Type.Integer(), title: Type.String() }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  refund_id: NullableString(),
  refunded_at: NullableString(),
  /** paypal, paymob or moyasar; why a payment was refused (MISMATCH), for staff. */
  provider: Type.String(),
  payment_note: NullableString(),
  refunded_amount: Type.Number(),
});
export type AdminOrder = Static<typeof AdminOrder>;

export const OrdersQuery = Type.Object({
  ...AdminListQuery.properties,
  status: Type.Optional(Type.String({ maxLength: 32 })),
  user: IdFilter,
  course: IdFilter,
  date_from: IsoDateFilter,
  date_to: IsoDateFilter,
});
export type OrdersQuery = Static<typeof OrdersQuery>;

export const OrderTotalsQuery = Type.Object({ date_from: IsoDateFilter, date_to: IsoDateFilter });
export type OrderTotalsQuery = Static<typeof OrderTotalsQuery>;

/** Takings of one course in one month and currency: COMPLETED orders only. */
export const OrderTotal = Type.Object({
  course: NamedRecord,
  month: Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'YYYY-MM (UTC).' }),
  currency: Type.String(),
  orders: Type.Integer(),
  amount: Type.Number(),
});
export type OrderTotal = Static<typeof OrderTotal>;

export const OrderTotals = Type.Object({ results: Type.Array(OrderTotal) });
export type OrderTotals = Static<typeof OrderTotals>;
