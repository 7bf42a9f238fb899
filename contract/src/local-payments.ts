// Paying in pounds and riyals (issue 36, docs/payments.md): Paymob for Egypt (EGP), Moyasar for
// Saudi Arabia (SAR), PayPal in USD for everyone else. Shapes and rules shared by the API, the
// checkout remote and the back-office.
import { Type, type Static } from 'typebox';
import { Body, IdField, IdParam, NullableString, Text } from './common';
import { LOCAL_PROVIDERS, REFUND_REASON, TAX_LIMITS, TAX_MESSAGES } from './rules';

export { LOCAL_PROVIDERS };
export type LocalProvider = (typeof LOCAL_PROVIDERS)[number];
export const PAYMENT_PROVIDERS = ['paypal', ...LOCAL_PROVIDERS] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** The methods each provider offers on its hosted page, as the learner picks them. */
export const PROVIDER_METHODS = {
  paymob: ['card', 'wallet', 'kiosk'],
  moyasar: ['mada', 'creditcard', 'applepay', 'stcpay'],
  paypal: ['paypal'],
} as const satisfies Record<PaymentProvider, readonly string[]>;
export type PaymentMethod = (typeof PROVIDER_METHODS)[PaymentProvider][number];
export const PAYMENT_METHODS = [
  ...PROVIDER_METHODS.paymob,
  ...PROVIDER_METHODS.moyasar,
  ...PROVIDER_METHODS.paypal,
] as const;

/** Which provider and currency a visitor's country pays with (the same country picks the price). */
export const COUNTRY_PROVIDER: Record<
  string,
  { provider: LocalProvider; currency: 'EGP' | 'SAR' }
> = {
  EG: { provider: 'paymob', currency: 'EGP' },
  SA: { provider: 'moyasar', currency: 'SAR' },
};
export const PROVIDER_CURRENCY = { paymob: 'EGP', moyasar: 'SAR', paypal: 'USD' } as const;

/** Saudi VAT on a simplified tax invoice (ZATCA), in per cent, unless configured otherwise. */
export const DEFAULT_VAT_RATE = 15;
/** How long a Paymob kiosk reference stays payable, unless configured otherwise (hours). */
export const DEFAULT_KIOSK_VALID_HOURS = 48;

export const PaymentOptionsQuery = Type.Object({
  country: Type.Optional(Type.String({ maxLength: 16 })),
});
export type PaymentOptionsQuery = Static<typeof PaymentOptionsQuery>;
export const PaymentOptionsParams = Type.Object({ courseId: IdParam });
export type PaymentOptionsParams = Static<typeof PaymentOptionsParams>;

/** One way to pay: the provider, its methods, and what it charges (after the applied coupon). */
export const PaymentOption = Type.Object({
  provider: Type.Enum(PAYMENT_PROVIDERS),
  currency: Type.String(),
  amount: Type.Number(),
  methods: Type.Array(Type.String()),
});
export type PaymentOption = Static<typeof PaymentOption>;

/** The country's own option first (when it has one), then PayPal in USD. */
export const PaymentOptions = Type.Object({
  coupon_title: NullableString(),
  options: Type.Array(PaymentOption),
});
export type PaymentOptions = Static<typeof PaymentOptions>;

export const CreateLocalPaymentBody = Body({
  course_id: IdField,
  provider: Type.Enum(LOCAL_PROVIDERS),
  method: Type.Enum([...PROVIDER_METHODS.paymob, ...PROVIDER_METHODS.moyasar]),
});
export type CreateLocalPaymentBody = Static<typeof CreateLocalPaymentBody>;

/** Our order ids at Paymob (intention ids) and Moyasar (invoice ids). */
export const LOCAL_ORDER_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';
export const LocalOrderParams = Type.Object({
  orderId: Type.String({ pattern: LOCAL_ORDER_ID_PATTERN }),
});
export type LocalOrderParams = Static<typeof LocalOrderParams>;

/** A kiosk (Aman/Masary) reference the learner pays in cash before `expires_at`. */
export const KioskReference = Type.Object({
  reference: Type.String(),
  expires_at: Type.String({ format: 'date-time' }),
});
export type KioskReference = Static<typeof KioskReference>;

/** Where a local payment stands, as the server decided it (never as the browser said). */
export const LOCAL_PAYMENT_STATUSES = [
  'CREATED',
  'PENDING',
  'COMPLETED',
  'DECLINED',
  'CANCELLED',
  'MISMATCH',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
  'REPLACED',
] as const;
export const LocalPayment = Type.Object({
  order_id: Type.String(),
  provider: Type.String(),
  method: Type.String(),
  course: Type.Integer(),
  amount: Type.Number(),
  currency: Type.String(),
  status: Type.String(),
  /** The provider's hosted payment page (while the order is open). */
  redirect_url: NullableString(),
  kiosk: Type.Union([KioskReference, Type.Null()]),
  refunded_amount: Type.Number(),
});
export type LocalPayment = Static<typeof LocalPayment>;

/** The return from the hosted page: only the provider's transaction id is read (a hint). */
export const ConfirmLocalPaymentBody = Body({
  transaction_id: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]*$' })),
});
export type ConfirmLocalPaymentBody = Static<typeof ConfirmLocalPaymentBody>;

/** A back-office refund: `amount` in the order's currency (absent = what is left to refund). */
export const RefundBody = Body({
  amount: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 })),
  reason: Text(REFUND_REASON.max, REFUND_REASON.min),
});
export type RefundBody = Static<typeof RefundBody>;
export const RefundParams = Type.Object({ id: IdParam });
export type RefundParams = Static<typeof RefundParams>;

export const Refund = Type.Object({
  id: Type.Integer(),
  order_id: Type.Integer(),
  amount: Type.Number(),
  currency: Type.String(),
  reason: Type.String(),
  provider_refund_id: Type.String(),
  credit_note: Type.String(),
  full: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});
export type Refund = Static<typeof Refund>;

export const ReconciliationQuery = Type.Object({
  provider: Type.Enum(LOCAL_PROVIDERS),
  date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
});
export type ReconciliationQuery = Static<typeof ReconciliationQuery>;

export const MISMATCH_KINDS = ['paid_there_not_here', 'here_not_there', 'amounts_differ'] as const;
export type MismatchKind = (typeof MISMATCH_KINDS)[number];

export const ReconciliationLine = Type.Object({
  kind: Type.Enum(MISMATCH_KINDS),
  transaction_id: NullableString(),
  order_id: NullableString(),
  ours: Type.Union([Type.Object({ amount: Type.Number(), currency: Type.String() }), Type.Null()]),
  theirs: Type.Union([
    Type.Object({ amount: Type.Number(), currency: Type.String() }),
    Type.Null(),
  ]),
  action: Type.String(),
});
export type ReconciliationLine = Static<typeof ReconciliationLine>;

export const Reconciliation = Type.Object({
  provider: Type.String(),
  date: Type.String(),
  ours: Type.Integer(),
  theirs: Type.Integer(),
  matched: Type.Integer(),
  mismatches: Type.Array(ReconciliationLine),
});
export type Reconciliation = Static<typeof Reconciliation>;

/** The seller on Saudi simplified tax invoices (configuration, then the back-office). */
export const TaxSettings = Type.Object({
  seller_name: Type.String({ minLength: 1, maxLength: TAX_LIMITS.sellerNameMax }),
  vat_number: Type.String({ pattern: TAX_LIMITS.vatNumberPattern }),
  vat_rate: Type.Number({ minimum: 0, maximum: TAX_LIMITS.vatRateMax }),
});
export type TaxSettings = Static<typeof TaxSettings>;
export { TAX_LIMITS, TAX_MESSAGES };
