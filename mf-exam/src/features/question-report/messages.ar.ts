// Reporting a question, in Arabic. Loaded only in Arabic.
import { currentFormat } from '@academy/shared';

import type { ReportMessages } from './messages';

const number = (value: number) => currentFormat().number(value);

export const ar: ReportMessages = {
  open: 'أبلغ عن هذا السؤال',
  title: 'أبلغ عن هذا السؤال',
  intro:
    'أخبر الأكاديمية بما تراه خطأً: مفتاح الإجابة، أو الصياغة، أو خطأ إملائي. يقرأ فريقنا كل بلاغ.',
  commentLabel: 'ما الخطأ في هذا السؤال؟',
  hint: (max: number) => `حتى ${number(max)} حرف.`,
  blank: 'لا يجوز أن يكون هذا الحقل فارغًا.',
  tooLong: (max: number) => `تأكّد من ألا يزيد هذا الحقل على ${number(max)} حرف.`,
  send: 'أرسل البلاغ',
  sending: 'جارٍ الإرسال…',
  cancel: 'إلغاء',
  sent: 'شكرًا لك: أُرسل بلاغك إلى الأكاديمية.',
  failed: 'تعذّر إرسال البلاغ. تحقّق من الاتصال وحاول مرة أخرى.',
};
