-- The receipts mail outbox (migration 013) becomes a kind of job of the one job queue (migration
-- 015): queue 'receipt-mail', key the order's id, one job per order ever (a receipt goes at most
-- once). Each row moves as the job it is: sent (ready), given up after its 12 tries (failed), or
-- still owed (queued, due when it was). `attempts` counts runs in the queue, failed tries here.
INSERT INTO jobs (queue, key, status, percent, attempts, max_attempts, run_after, reason,
                  created_at, updated_at, finished_at)
SELECT 'receipt-mail', order_id::text,
  CASE WHEN sent_at IS NOT NULL THEN 'ready' WHEN attempts >= 12 THEN 'failed' ELSE 'queued' END,
  CASE WHEN sent_at IS NOT NULL THEN 100 ELSE 0 END,
  attempts + CASE WHEN sent_at IS NOT NULL THEN 1 ELSE 0 END,
  12, next_attempt_at, last_error, created_at, now(),
  COALESCE(sent_at, CASE WHEN attempts >= 12 THEN now() END)
FROM mail_outbox
ORDER BY id;

DROP TABLE mail_outbox;
