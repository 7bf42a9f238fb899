// A credit note: the learner's document for one refund of a Paymob or Moyasar order
// (docs/payments.md#back-office-staff), laid out like the receipt, in the currency paid.
import type { Queryable } from '../../db/db';
import type { ErrorLanguage } from '../../i18n/error-language';
import { CREDIT_NOTE_AR } from '../../i18n/credit-note.ar';
import { formatAmount, printedDate, renderDocument } from '../receipts/receipt';

const PROVIDER_NAMES: Record<string, string> = { paymob: 'Paymob', moyasar: 'Moyasar' };

export interface CreditNote {
  number: string;
  reference: string;
  email: string;
  course: string;
  courseAr: string | null;
  /** What the order paid, and what this note gives back, both in `currency`. */
  paid: number;
  amount: number;
  currency: string;
  reason: string;
  issuedAt: Date;
  provider: string;
  providerRefundId: string;
}

interface CreditNoteRow {
  credit_note: string;
  provider_order_id: string;
  email: string;
  course_name: string;
  course_name_ar: string | null;
  paid: string;
  amount: string;
  currency: string;
  reason: string;
  created_at: Date | string;
  provider: string;
  provider_refund_id: string;
}

/** One credit note of the learner's own order; undefined for anyone else's or an unknown one. */
export async function findCreditNote(
  db: Queryable,
  where: { reference: string; number: string; userId: number },
): Promise<CreditNote | undefined> {
  const { rows } = await db.query<CreditNoteRow>(
    `SELECT r.credit_note, o.provider_order_id, u.email, c.name AS course_name,
       c.name_ar AS course_name_ar, o.amount AS paid, r.amount, r.currency, r.reason,
       r.created_at, o.provider, r.provider_refund_id
     FROM payment_refunds r
     JOIN orders o ON o.id = r.order_id
     JOIN users u ON u.id = o.user_id
     JOIN courses c ON c.id = o.course_id
     WHERE o.provider_order_id = $1 AND r.credit_note = $2 AND o.user_id = $3`,
    [where.reference, where.number, where.userId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    number: row.credit_note,
    reference: row.provider_order_id,
    email: row.email,
    course: row.course_name,
    courseAr: row.course_name_ar,
    paid: Number(row.paid),
    amount: Number(row.amount),
    currency: row.currency,
    reason: row.reason,
    issuedAt: new Date(row.created_at),
    provider: PROVIDER_NAMES[row.provider] ?? row.provider,
    providerRefundId: row.provider_refund_id,
  };
}

export const creditNoteFileName = (number: string) => `credit-note-${number}.pdf`;

/** The credit note's words: English here, Arabic in i18n/credit-note.ar.ts. */
export interface CreditNoteCopy {
  academy: string;
  creditNote: string;
  title: (number: string) => string;
  subject: (course: string) => string;
  number: string;
  dateIssued: string;
  issuedTo: string;
  course: string;
  amountPaid: string;
  amountRefunded: string;
  reasonLabel: string;
  orderReference: (provider: string) => string;
  refundReference: (provider: string) => string;
  footer: (provider: string) => string;
}

const CREDIT_NOTE_EN: CreditNoteCopy = {
  academy: 'Academy',
  creditNote: 'Credit note',
  title: (number) => `Credit note ${number}`,
  subject: (course) => `Refund for ${course}`,
  number: 'Credit note number',
  dateIssued: 'Date issued',
  issuedTo: 'Issued to',
  course: 'Course',
  amountPaid: 'Amount paid',
  amountRefunded: 'Amount refunded',
  reasonLabel: 'Reason',
  orderReference: (provider) => `${provider} order reference`,
  refundReference: (provider) => `${provider} refund`,
  footer: (provider) =>
    `The amount refunded goes back to the card, wallet or account that paid, through ${provider}. Keep this credit note with the order's receipt.`,
};

const COPY: Record<ErrorLanguage, CreditNoteCopy> = { en: CREDIT_NOTE_EN, ar: CREDIT_NOTE_AR };

/** The credit note as a one-page A4 PDF, in the learner's language (right to left in Arabic). */
export function renderCreditNote(
  note: CreditNote,
  language: ErrorLanguage = 'en',
): Promise<Buffer> {
  const copy = COPY[language];
  const course = language === 'ar' ? (note.courseAr ?? note.course) : note.course;
  return renderDocument(
    {
      info: {
        title: copy.title(note.number),
        subject: copy.subject(course),
        keywords: note.number,
      },
      academy: copy.academy,
      heading: copy.creditNote,
      lines: [
        [copy.number, note.number],
        [copy.dateIssued, printedDate(note.issuedAt, language)],
        [copy.issuedTo, note.email],
        [copy.course, course],
        [copy.amountPaid, formatAmount(note.paid, note.currency, language)],
        [copy.amountRefunded, formatAmount(note.amount, note.currency, language)],
        [copy.reasonLabel, note.reason],
        [copy.orderReference(note.provider), note.reference],
        [copy.refundReference(note.provider), note.providerRefundId],
      ],
      footer: copy.footer(note.provider),
    },
    language,
  );
}
