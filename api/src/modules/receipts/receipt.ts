// A learner's receipt for a captured payment: the data (own orders only) and its PDF.
import type { Queryable } from '../../db/db';
import type { ErrorLanguage } from '../../i18n/error-language';
import { RECEIPT_AR } from '../../i18n/receipt.ar';
import {
  centred,
  LATIN,
  LATIN_BOLD,
  renderPdf,
  rightToLeft,
  RTL_BOLD,
  RTL_REGULAR,
  type Pdf,
} from '../../lib/pdf';

const PROVIDER_NAMES: Record<string, string> = {
  paypal: 'PayPal',
  paymob: 'Paymob',
  moyasar: 'Moyasar',
};

/** A verified capture that enrolled the learner (ORDER_STATUS.completed of the payments module). */
const PAID = 'COMPLETED';

export interface Receipt {
  reference: string;
  captureId: string | null;
  userId: number;
  email: string;
  course: string;
  /** The course's Arabic name, when it has one (an Arabic receipt prints it). */
  courseAr: string | null;
  amount: number;
  currency: string;
  coupon: string | null;
  paidAt: Date;
  /** Who took the payment: PayPal, Paymob or Moyasar (docs/payments.md). */
  provider: string;
}

interface ReceiptRow {
  provider_order_id: string;
  capture_id: string | null;
  user_id: number;
  email: string;
  course_name: string;
  course_name_ar: string | null;
  amount: string | number;
  currency: string;
  coupon: string | null;
  captured_at: Date | string | null;
  created_at: Date | string;
  provider: string;
}

/**
 * A completed order's receipt by its provider reference; `userId`: that learner's only. An order
 * staff refunded keeps its receipt beside its credit notes (docs/payments.md#back-office-staff).
 */
export async function findReceipt(
  db: Queryable,
  where: { reference: string; userId: number } | { orderId: number },
): Promise<Receipt | undefined> {
  const byReference = 'reference' in where;
  const { rows } = await db.query<ReceiptRow>(
    `SELECT o.provider_order_id, o.capture_id, o.user_id, u.email,
       c.name AS course_name, c.name_ar AS course_name_ar, o.amount, o.currency, cp.title AS coupon, o.captured_at, o.created_at, o.provider
     FROM orders o
     JOIN users u ON u.id = o.user_id
     JOIN courses c ON c.id = o.course_id
     LEFT JOIN coupons cp ON cp.id = o.coupon_id
     WHERE (o.status = $1 OR EXISTS (SELECT 1 FROM payment_refunds r WHERE r.order_id = o.id))
       AND ${byReference ? 'o.provider_order_id = $2 AND o.user_id = $3' : 'o.id = $2'}`,
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
    courseAr: row.course_name_ar,
    amount: Number(row.amount),
    currency: row.currency,
    coupon: row.coupon,
    paidAt: new Date(row.captured_at ?? row.created_at),
    provider: PROVIDER_NAMES[row.provider] ?? 'PayPal',
  };
}

/** The locale of the documents' dates and amounts: `ar` (Latin digits) or British English. */
const LOCALES: Record<ErrorLanguage, string> = { en: 'en-GB', ar: 'ar' };

/**
 * "23 November 2026" («23 نوفمبر 2026» in Arabic), as the academy's documents print dates (UTC,
 * the server's clock).
 */
export function printedDate(date: Date, language: ErrorLanguage = 'en'): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** "269.10 USD"; in Arabic through Intl, as the pages show prices («269.10 US$»). */
export const formatAmount = (amount: number, currency: string, language: ErrorLanguage = 'en') =>
  language === 'en'
    ? `${amount.toFixed(2)} ${currency}`
    : new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency }).format(amount);

export const receiptFileName = (reference: string) => `receipt-${reference}.pdf`;

/** The receipt's words: English here, Arabic in i18n/receipt.ar.ts. */
export interface ReceiptCopy {
  academy: string;
  receipt: string;
  title: (reference: string) => string;
  subject: (course: string) => string;
  datePaid: string;
  billedTo: string;
  course: string;
  amountPaid: string;
  coupon: string;
  none: string;
  paidWith: string;
  orderReference: string;
  transaction: string;
  footer: string;
}

const RECEIPT_EN: ReceiptCopy = {
  academy: 'Academy',
  receipt: 'Receipt',
  title: (reference) => `Receipt ${reference}`,
  subject: (course) => `Payment for ${course}`,
  datePaid: 'Date paid',
  billedTo: 'Billed to',
  course: 'Course',
  amountPaid: 'Amount paid',
  coupon: 'Coupon',
  none: 'None',
  paidWith: 'Paid with',
  orderReference: 'PayPal order reference',
  transaction: 'PayPal transaction',
  footer:
    'Paid in full. Keep this receipt for your records; quote the PayPal order reference in any question about this payment.',
};

const COPY: Record<ErrorLanguage, ReceiptCopy> = { en: RECEIPT_EN, ar: RECEIPT_AR };

/** Where the value column starts, from the label's edge (the credit note's rows too). */
const LABEL_WIDTH = 170;

export function labelledRow(doc: Pdf, label: string, value: string, y: number) {
  const left = doc.page.margins.left;
  doc.font(LATIN).fontSize(11).fillColor('#555555').text(label, left, y, { lineBreak: false });
  doc
    .font(LATIN_BOLD)
    .fontSize(11)
    .fillColor('#000000')
    .text(value, left + LABEL_WIDTH, y, {
      width: doc.page.width - left - LABEL_WIDTH - doc.page.margins.right,
    });
}

/** A row mirrored: the label at the right margin, the value to its left, both right to left. */
export function labelledRowRightToLeft(doc: Pdf, label: string, value: string, y: number) {
  const right = doc.page.width - doc.page.margins.right;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right - LABEL_WIDTH;
  doc.fillColor('#555555');
  rightToLeft(doc, label, { right, y, width: LABEL_WIDTH, size: 11 });
  doc.fillColor('#000000');
  rightToLeft(doc, value, { right: right - LABEL_WIDTH, y, width, size: 11, bold: true });
}

/** One of the academy's one-page documents (a receipt, a credit note): its words and rows. */
export interface AcademyDocument {
  info: { title: string; subject: string; keywords: string };
  academy: string;
  /** The document's kind under the academy's name ("Receipt"). */
  heading: string;
  lines: [string, string][];
  footer: string;
}

/** An A4 portrait PDF: two centred headings, the labelled rows, the footer (right to left in Arabic). */
export function renderDocument(
  { info, academy, heading, lines, footer }: AcademyDocument,
  language: ErrorLanguage,
): Promise<Buffer> {
  const arabic = language === 'ar';
  return renderPdf({ size: 'A4', layout: 'portrait', info }, (doc) => {
    centred(doc, academy, 64, arabic ? RTL_BOLD : LATIN_BOLD, 24);
    centred(doc, heading, 100, arabic ? RTL_REGULAR : LATIN, 16);
    let y = 160;
    for (const [label, value] of lines) {
      (arabic ? labelledRowRightToLeft : labelledRow)(doc, label, value, y);
      y += 28;
    }
    const { left, right } = doc.page.margins;
    const width = doc.page.width - left - right;
    doc.font(LATIN).fontSize(10).fillColor('#555555');
    if (arabic) rightToLeft(doc, footer, { right: left + width, y: y + 24, width, size: 10 });
    else doc.text(footer, left, y + 24, { width });
  });
}

/** The receipt as a one-page PDF (A4, portrait), in the learner's language (right to left in Arabic). */
export function renderReceipt(receipt: Receipt, language: ErrorLanguage = 'en'): Promise<Buffer> {
  const copy = COPY[language];
  const course = language === 'ar' ? (receipt.courseAr ?? receipt.course) : receipt.course;
  // The copy names PayPal; a Paymob or Moyasar receipt names its provider instead.
  const named = (text: string) => text.replace('PayPal', receipt.provider);
  return renderDocument(
    {
      info: {
        title: copy.title(receipt.reference),
        subject: copy.subject(course),
        keywords: receipt.reference,
      },
      academy: copy.academy,
      heading: copy.receipt,
      lines: [
        [copy.datePaid, printedDate(receipt.paidAt, language)],
        [copy.billedTo, receipt.email],
        [copy.course, course],
        [copy.amountPaid, formatAmount(receipt.amount, receipt.currency, language)],
        [copy.coupon, receipt.coupon ?? copy.none],
        [copy.paidWith, receipt.provider],
        [named(copy.orderReference), receipt.reference],
        [named(copy.transaction), receipt.captureId ?? '-'],
      ],
      footer: named(copy.footer),
    },
    language,
  );
}
