-- One payment per learner and course (issue 16, finding 1).
--   CREATED     the open order: create-payment reuses it while the price is the same
--   REPLACED    an open order superseded by one at a new price (a coupon applied or removed)
--   CAPTURING   the server is capturing it at PayPal right now
--   REFUND_PENDING / REFUNDED
--               PayPal captured it while the learner already owned the course: the capture is
--               refunded through PayPal (refund_id, refunded_at) and enrols nobody
ALTER TABLE orders ADD COLUMN refund_id text;
ALTER TABLE orders ADD COLUMN refunded_at timestamptz;

-- Open orders made before this migration: the newest of each learner and course stays open.
UPDATE orders o SET status = 'REPLACED', updated_at = now()
WHERE o.status = 'CREATED' AND EXISTS (
  SELECT 1 FROM orders newer
  WHERE newer.user_id = o.user_id AND newer.course_id = o.course_id
    AND newer.status = 'CREATED' AND newer.id > o.id
);

-- At most one open order, and at most one capture under way, per learner and course: the
-- database refuses the second even when two requests race.
CREATE UNIQUE INDEX orders_one_open_per_course ON orders (user_id, course_id)
  WHERE status = 'CREATED';
CREATE UNIQUE INDEX orders_one_capture_per_course ON orders (user_id, course_id)
  WHERE status = 'CAPTURING';
