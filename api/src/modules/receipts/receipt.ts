// A learner's receipt for a captured payment: the data (own orders only) and its PDF.
import type { Queryable } from '../../db/db';
import { centred, LATIN, LATIN_BOLD, renderPdf, type Pdf } from '../../lib/pdf';

/** A verified capture that enrolled the learner (ORDER_STATUS.completed of the payments module). */
const PAID = 'COMPLETED';

export interface Receipt {
  reference: string;
  captureId: string | null;
  userId: number;
  email: string;
  course: string;
  amount: number;
  currency: string;
  coupon: string | null;
  paidAt: Date;
}

interface ReceiptRow {
  provider_order_id: string;
  capture_id: string | null;
  user_id: number;
  email: string;
  course_name: string;
  amount: string | number;
  currency: string;
  coupon: string | null;
  captured_at: Date | string | null;
  created_at: Date | string;
}

/** A completed order's receipt by its provider reference; `userId`: that learner's only. */
export async function findReceipt(
  db: Queryable,
  where: { reference: string; userId: number } | { orderId: number },
): Promise<Receipt | undefined> {
  const byReference = 'reference' in where;
  const { rows } = await db.query<ReceiptRow>(
    `SELECT o.provider_order_id, o.capture_id, o.user_id, u.email,
       c.name AS course_name, o.amount, o.currency, cp.title AS coupon, o.captured_at, o.created_at
     FROM orders o
     JOIN users u ON u.id = o.user_id
     JOIN courses c ON c.id = o.course_id
     LEFT JOIN coupons cp ON cp.id = o.coupon_id
     WHERE o.status = $1 AND ${byReference ? 'o.provider_order_id = $2 AND o.user_id = $3' : 'o.id = $2'}`,
    byReference ? [PAID, where.reference, where.userId] : [PAID, where.orderId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    reference: row.provider_order_id,
    captureId: row.capture_id,
    userId: row.user_id,
    email: row.email,
    course: row.course_name,
    amount: Number(row.amount),
    currency: row.currency,
    coupon: row.coupon,
    paidAt: new Date(row.captured_at ?? row.created_at),
  };
}

/** "23 November 2026", as the academy's documents print dates (UTC, the server's clock). */
export function printedDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

export const formatAmount = (amount: number, currency: string) =>
  `${amount.toFixed(2)} ${currency}`;

export const receiptFileName = (reference: string) => `receipt-${reference}.pdf`;

function row(doc: Pdf, label: string, value: string, y: number) {
  const left = doc.page.margins.left;
  doc.font(LATIN).fontSize(11).fillColor('#555555').text(label, left, y, { lineBreak: false });
  doc
    .font(LATIN_BOLD)
    .fontSize(11)
    .fillColor('#000000')
    .text(value, left + 170, y, { width: doc.page.width - left - 170 - doc.page.margins.right });
}

/** The receipt as a one-page PDF (A4, portrait). */
export function renderReceipt(receipt: Receipt): Promise<Buffer> {
  return renderPdf(
    {
      size: 'A4',
      layout: 'portrait',
      info: {
        title: `Receipt ${receipt.reference}`,
        subject: `Payment for ${receipt.course}`,
        keywords: receipt.reference,
      },
    },
    (doc) => {
      centred(doc, 'Academy', 64, LATIN_BOLD, 24);
      centred(doc, 'Receipt', 100, LATIN, 16);
      const lines: [string, string][] = [
        ['Date paid', printedDate(receipt.paidAt)],
        ['Billed to', receipt.email],
        ['Course', receipt.course],
        ['Amount paid', formatAmount(receipt.amount, receipt.currency)],
        ['Coupon', receipt.coupon ?? 'None'],
        ['Paid with', 'PayPal'],
        ['PayPal order reference', receipt.reference],
        ['PayPal transaction', receipt.captureId ?? '-'],
      ];
      let y = 160;
      for (const [label, value] of lines) {
        row(doc, label, value, y);
        y += 28;
      }
      doc
        .font(LATIN)
        .fontSize(10)
        .fillColor('#555555')
        .text(
          'Paid in full. Keep this receipt for your records; quote the PayPal order reference in any question about this payment.',
          doc.page.margins.left,
          y + 24,
          { width: doc.page.width - doc.page.margins.left - doc.page.margins.right },
        );
    },
  );
}
