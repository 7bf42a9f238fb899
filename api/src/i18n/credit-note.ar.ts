// The credit note PDF's copy in Arabic (docs/design/languages.md#texts-the-api-writes), the
// English in modules/local-payments/credit-note.ts; terms as in docs/glossary-ar.md.
import type { CreditNoteCopy } from '../modules/local-payments/credit-note';

export const CREDIT_NOTE_AR: CreditNoteCopy = {
  academy: 'الأكاديمية',
  creditNote: 'إشعار دائن',
  title: (number) => `إشعار دائن ${number}`,
  subject: (course) => `استرداد مقابل ${course}`,
  number: 'رقم الإشعار الدائن',
  dateIssued: 'تاريخ الإصدار',
  issuedTo: 'صادر باسم',
  course: 'الدورة',
  amountPaid: 'المبلغ المدفوع',
  amountRefunded: 'المبلغ المسترد',
  reasonLabel: 'السبب',
  orderReference: (provider) => `مرجع طلب ${provider}`,
  refundReference: (provider) => `استرداد ${provider}`,
  footer: (provider) =>
    `يعود المبلغ المسترد إلى البطاقة أو المحفظة أو الحساب الذي دفع، عن طريق ${provider}. احتفظ بهذا الإشعار الدائن مع إيصال الطلب.`,
};
