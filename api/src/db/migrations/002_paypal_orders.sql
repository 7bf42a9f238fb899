-- PayPal orders (issue 5): what the server needs to verify a capture and keep recording idempotent.
--   country           the visitor's country the client reported (bookkeeping only: PayPal always
--                     charges the USD price, so it never changes the amount)
--   capture_attempts  declined captures so far; the next capture's PayPal-Request-Id includes it
--   capture_id        PayPal's id of the verified, completed capture
--   captured_at       when the server verified the capture and enrolled the learner
--   recorded_at       when the client recorded the order (POST /orders/); set once
ALTER TABLE orders ADD COLUMN country text;
ALTER TABLE orders ADD COLUMN capture_attempts integer NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN capture_id text;
ALTER TABLE orders ADD COLUMN captured_at timestamptz;
ALTER TABLE orders ADD COLUMN recorded_at timestamptz;
CREATE UNIQUE INDEX orders_capture_id_key ON orders (capture_id) WHERE capture_id IS NOT NULL;
