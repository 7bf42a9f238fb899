// The history's Arabic copy. Loaded only in Arabic, and only with the history.
import { currentFormat, isolate, plural } from '@academy/shared';

import type { HistoryMessages } from './messages';

const number = (value: number) => currentFormat().number(value);
const attempts = (n: number) =>
  plural(currentFormat().locale, n, {
    one: 'محاولة واحدة',
    two: 'محاولتان',
    few: `${number(n)} محاولات`,
    many: `${number(n)} محاولة`,
    other: `${number(n)} محاولة`,
  });

export const ar: HistoryMessages = {
  historyTitle: 'محاولاتك',
  trendsTitle: 'درجتك عبر الوقت',
  trendsEmpty: 'سلّم اختبارًا أو موضوعًا أو اختبارًا تجريبيًا وستظهر درجته هنا.',
  trendSummary: (n: number, first: string, last: string, band: string) =>
    n === 1
      ? `محاولة واحدة: ${isolate(last)}٪ (${isolate(band)}).`
      : `${attempts(n)}، من ${isolate(first)}٪ إلى ${isolate(last)}٪ (${isolate(band)}).`,
  trendScores: 'الدرجات',
  trendColumns: { date: 'التاريخ', mode: 'الوضع', score: 'الدرجة', band: 'التقدير' },
  attemptsTitle: 'كل المحاولات',
  attemptsEmpty: 'لا توجد محاولات بعد: ابدأ واحدة من الاختبارات.',
  attemptsLoading: 'جارٍ تحميل محاولاتك',
  attemptsFailed: 'تعذّر تحميل محاولاتك.',
  tryAgain: 'حاول مرة أخرى',
  inProgressStatus: (answered: number, total: number) =>
    `قيد التقدّم: أُجيب عن ${number(answered)} من ${number(total)}`,
  review: 'مراجعة',
  reviewLabel: (title: string, date: string) => `راجع ${isolate(title)} بتاريخ ${isolate(date)}`,
  attemptPages: 'صفحات محاولاتك',
};
