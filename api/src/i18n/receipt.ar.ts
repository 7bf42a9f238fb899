// The receipt PDF's copy in Arabic (docs/design/languages.md#texts-the-api-writes), the English
// in modules/receipts/receipt.ts; terms as in docs/glossary-ar.md.
import type { ReceiptCopy } from '../modules/receipts/receipt';

export const RECEIPT_AR: ReceiptCopy = {
  academy: 'الأكاديمية',
  receipt: 'إيصال',
  title: (reference) => `إيصال ${reference}`,
  subject: (course) => `دفعة مقابل ${course}`,
  datePaid: 'تاريخ الدفع',
  billedTo: 'صادر باسم',
  course: 'الدورة',
  amountPaid: 'المبلغ المدفوع',
  coupon: 'قسيمة الخصم',
  none: 'لا توجد',
  paidWith: 'وسيلة الدفع',
  orderReference: 'مرجع طلب PayPal',
  transaction: 'معاملة PayPal',
  footer:
    'مدفوع بالكامل. احتفظ بهذا الإيصال في سجلاتك، واذكر مرجع طلب PayPal في أي سؤال عن هذه الدفعة.',
};
