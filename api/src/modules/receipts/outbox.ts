// Receipts owed for captured payments (issue 20), a kind of job of the one job queue: sent after
// the payment's answer and tried again until they go. A failed send never fails the payment.
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db';
import { sendAndRecordOutcome } from '../../lib/mailer';
import { enqueueJobOnce, JobQueue, retryDelaySeconds, type QueueOptions } from '../jobs/queue';
import {
  findReceipt,
  formatAmount,
  printedDate,
  receiptFileName,
  renderReceipt,
  type Receipt,
} from './receipt';

/** The job queue's name for a receipt owed; a job's key is its order's id. */
export const RECEIPT_QUEUE = 'receipt-mail';
/** After this many tries (about a day of them) a receipt is left for staff to look at. */
export const MAX_ATTEMPTS = 12;
/**
 * An instance holds a receipt it is sending for 5 minutes (no other instance sends it meanwhile);
 * the waits after a failed try are 1 min, 2, 4, … up to 6 h.
 */
const QUEUE_OPTIONS: QueueOptions = {
  leaseSeconds: 5 * 60,
  retryDelaySeconds: 60,
  longestRetryDelaySeconds: 6 * 3600,
};
const BATCH = 20;
const WORKER = `mail@${os.hostname()}:${process.pid}`;

/** The wait after the n-th failed try: 1 min, 2, 4, … up to 6 h. */
export function retryDelayMs(failedAttempts: number): number {
  return retryDelaySeconds(QUEUE_OPTIONS, failedAttempts) * 1000;
}

/** Notes in the payment's transaction that the order's receipt is owed (once per order, ever). */
export async function oweReceipt(tx: Queryable, orderId: number): Promise<void> {
  await enqueueJobOnce(tx, RECEIPT_QUEUE, String(orderId), {}, MAX_ATTEMPTS);
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
 * Sends every owed receipt that is due by the database's clock (the one every instance shares, and
 * the one the payment's transaction queued it by), each taken by this instance alone. Returns how
 * many went and how many failed (to be tried again later).
 */
export async function deliverDueMail(
  app: FastifyInstance,
): Promise<{ sent: number; failed: number }> {
  const queue = new JobQueue(app.db, QUEUE_OPTIONS);
  let sent = 0;
  let failed = 0;
  for (let taken = 0; taken < BATCH; taken += 1) {
    const job = await queue.claim(RECEIPT_QUEUE, WORKER);
    if (!job) break;
    let error: string | null;
    try {
      error = await sendReceipt(app, Number(job.key));
    } catch (caught) {
      error = (caught as Error).message.slice(0, 500);
      app.log.error({ err: caught, order: job.key }, 'receipt could not be prepared');
    }
    if (error === null) {
      sent += 1;
      await queue.complete(job);
    } else {
      failed += 1;
      await queue.fail(job, error, { retry: true });
    }
  }
  return { sent, failed };
}
