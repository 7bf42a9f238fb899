-- Paying in pounds and riyals (issue 36, docs/payments.md): Paymob (EGP) and Moyasar (SAR) beside
-- PayPal, on the same orders (one open order per learner and course, whichever the provider).
--   provider                 paypal | paymob | moyasar (older orders are PayPal's)
--   payment_method           what the learner picked (card, wallet, kiosk, mada, stcpay, ...)
--   provider_payment_ref     the provider's own order reference for this order (Paymob's order id)
--   redirect_url             the provider's hosted payment page while the order is open
--   provider_transaction_id  the provider's transaction that paid the order: set once, unique per
--                            provider, so a transaction fulfils at most one order, once
--   kiosk_reference / kiosk_expires_at
--                            a cash reference paid at a kiosk; unpaid at expiry, the order is CANCELLED
--   refused_reason           why a payment did not count (amount or currency differ): staff see it
--   refunded_amount          the sum of the order's refunds (payment_refunds)
-- Statuses added: PENDING (kiosk reference issued), DECLINED, CANCELLED, MISMATCH,
-- PARTIALLY_REFUNDED; REFUNDED also ends a fully refunded paid order.
ALTER TABLE orders ADD COLUMN provider text NOT NULL DEFAULT 'paypal';
ALTER TABLE orders ADD COLUMN payment_method text;
ALTER TABLE orders ADD COLUMN provider_payment_ref text;
ALTER TABLE orders ADD COLUMN redirect_url text;
ALTER TABLE orders ADD COLUMN provider_transaction_id text;
ALTER TABLE orders ADD COLUMN kiosk_reference text;
ALTER TABLE orders ADD COLUMN kiosk_expires_at timestamptz;
ALTER TABLE orders ADD COLUMN refused_reason text;
ALTER TABLE orders ADD COLUMN refunded_amount numeric(12, 2) NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX orders_provider_transaction_key ON orders (provider, provider_transaction_id)
  WHERE provider_transaction_id IS NOT NULL;
CREATE INDEX orders_kiosk_expiry_idx ON orders (kiosk_expires_at) WHERE kiosk_expires_at IS NOT NULL;

-- Webhooks received, verified or not: a replay of one already applied is recognised by its key.
CREATE TABLE payment_webhooks (
  id serial PRIMARY KEY,
  provider text NOT NULL,
  event_key text NOT NULL,
  verified boolean NOT NULL,
  outcome text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payment_webhooks_applied_key ON payment_webhooks (provider, event_key)
  WHERE verified;

-- Refunds made from the back-office (and the credit note each one is).
CREATE TABLE payment_refunds (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  reason text NOT NULL,
  provider_refund_id text NOT NULL,
  credit_note text NOT NULL UNIQUE,
  full_refund boolean NOT NULL,
  staff_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_refunds_order_idx ON payment_refunds (order_id);

-- The seller on Saudi simplified tax invoices, as the back-office last set it (one row; absent:
-- the configuration's SAUDI_SELLER_NAME, SAUDI_VAT_NUMBER, SAUDI_VAT_RATE).
CREATE TABLE tax_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  seller_name text NOT NULL,
  vat_number text NOT NULL,
  vat_rate numeric(5, 2) NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
