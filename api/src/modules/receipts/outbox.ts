// The mail outbox (migration 013): receipts owed for captured payments, sent after the payment's
// answer and tried again until they go. A failed send never fails the payment.
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db';
import { sendAndRecordOutcome } from '../../lib/mailer';
import {
  findReceipt,
  formatAmount,
  printedDate,
  receiptFileName,
  renderReceipt,
  type Receipt,
} from './receipt';

/** After this many failed tries (about a day of them) a receipt is left for staff to look at. */
export const MAX_ATTEMPTS = 12;
/** How long an instance holds a row it is sending: no other instance sends it meanwhile. */
const LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_WAIT_MS = 6 * 3600_000;
const BATCH = 20;

/** The wait after the n-th failed try: 1 min, 2, 4, … up to 6 h. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1));
}

/** Notes in the payment's transaction that the order's receipt is owed (once per order). */
export async function oweReceipt(tx: Queryable, orderId: number): Promise<void> {
  await tx.query(
    `INSERT INTO mail_outbox (kind, order_id) VALUES ('receipt', $1)
     ON CONFLICT (kind, order_id) DO NOTHING`,
    [orderId],
  );
}

interface DueRow {
  id: number;
  order_id: number;
  attempts: number;
}

function receiptMail(receipt: Receipt, pdf: Buffer) {
  return {
    kind: 'receipt' as const,
    to: receipt.email,
    subject: `Your receipt for ${receipt.course}`,
    text: [
      `Thank you for your payment. You now have the course "${receipt.course}".`,
      '',
      `Date paid: ${printedDate(receipt.paidAt)}`,
      `Amount paid: ${formatAmount(receipt.amount, receipt.currency)}`,
      ...(receipt.coupon ? [`Coupon: ${receipt.coupon}`] : []),
      `PayPal order reference: ${receipt.reference}`,
      '',
      'Your receipt is attached (PDF); it can also be downloaded from My learning.',
    ].join('\n'),
    attachments: [
      {
        filename: receiptFileName(receipt.reference),
        content: pdf,
        contentType: 'application/pdf',
      },
    ],
  };
}

/** Sends one owed receipt; the error when it could not be sent. */
async function sendReceipt(app: FastifyInstance, orderId: number): Promise<string | null> {
  const receipt = await findReceipt(app.db, { orderId });
  // The order is no longer a completed payment (refunded since): nothing is owed any more.
  if (!receipt) return null;
  const pdf = await renderReceipt(receipt);
  const { error } = await sendAndRecordOutcome(
    app.db,
    app.services.mailer,
    app.log,
    receiptMail(receipt, pdf),
  );
  return error;
}

/**
 * Sends every owed mail that is due by the database's clock (the one every instance shares, and
 * the one the payment's transaction wrote the row by), each row taken by this instance alone.
 * Returns how many went and how many failed (to be tried again later).
 */
export async function deliverDueMail(
  app: FastifyInstance,
): Promise<{ sent: number; failed: number }> {
  const { rows } = await app.db.query<DueRow>(
    `UPDATE mail_outbox SET next_attempt_at = now() + make_interval(secs => $1)
     WHERE id IN (
       SELECT id FROM mail_outbox
       WHERE sent_at IS NULL AND next_attempt_at <= now() AND attempts < $2
       ORDER BY next_attempt_at, id LIMIT $3
       FOR UPDATE SKIP LOCKED)
     RETURNING id, order_id, attempts`,
    [LEASE_MS / 1000, MAX_ATTEMPTS, BATCH],
  );
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    let error: string | null;
    try {
      error = await sendReceipt(app, row.order_id);
    } catch (caught) {
      error = (caught as Error).message.slice(0, 500);
      app.log.error({ err: caught, order: row.order_id }, 'receipt could not be prepared');
    }
    if (error === null) {
      sent += 1;
      await app.db.query(
        'UPDATE mail_outbox SET sent_at = now(), last_error = NULL WHERE id = $1',
        [row.id],
      );
    } else {
      failed += 1;
      const attempts = row.attempts + 1;
      await app.db.query(
        `UPDATE mail_outbox SET attempts = $2, last_error = $3,
           next_attempt_at = now() + make_interval(secs => $4)
         WHERE id = $1`,
        [row.id, attempts, error, retryDelayMs(attempts) / 1000],
      );
    }
  }
  return { sent, failed };
}
