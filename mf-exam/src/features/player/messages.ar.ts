// The practice player's Arabic copy. Loaded only in Arabic.
import { currentFormat } from '@academy/shared';

import type { PlayerMessages } from './messages';

const number = (value: number) => currentFormat().number(value);

export const ar: PlayerMessages = {
  questionPosition: (n: number, total: number) => `السؤال ${number(n)} من ${number(total)}`,
  translationLabel: 'الترجمة العربية',
  back: 'السابق',
  next: 'التالي',
  result: 'النتيجة',
  seeAnswer: 'اعرض الإجابة',
  explanationTitle: 'الشرح',
  close: 'إغلاق',
  confirmSubmit: 'هل أنت متأكد من التسليم؟',
  yes: 'نعم',
  no: 'لا',
  timeUpWarning: 'عذرًا، انتهى الوقت، لكن يمكنك المتابعة',
};
