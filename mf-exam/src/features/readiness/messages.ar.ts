// The Arabic copy of the readiness estimate, the adaptive check and today's review.
import { currentFormat, isolate } from '@academy/shared';

import type { ReadinessMessages } from './messages';

const number = (value: number) => currentFormat().number(value);

export const ar: ReadinessMessages = {
  readinessTitle: 'جاهزيتك',
  readinessIntro:
    'تقدير مبني على إجاباتك المرسلة في وضع الاختبار، لكل مجال من مجالات الاختبار، مع مدى الثقة فيه. إجابات التدريب التي يظهر فيها مفتاح الحل لا تُحتسب.',
  loading: 'جارٍ تحميل جاهزيتك',
  loadFailed: 'تعذّر تحميل جاهزيتك.',
  columns: {
    domain: 'المجال',
    rating: 'التقدير المتوقع',
    range: 'النطاق المرجّح',
    answers: 'الإجابات',
  },
  overall: 'الإجمالي',
  ratings: {
    'Above Target': 'فوق المستهدف',
    Target: 'ضمن المستهدف',
    'Below Target': 'دون المستهدف',
    'Needs Improvement': 'يحتاج إلى تحسين',
  },
  notEnough: 'لا توجد إجابات كافية بعد',
  notEnoughHint: (minimum) => `يلزم ${number(minimum)} إجابة على الأقل.`,
  range: (low, high) => (low === high ? isolate(low) : `من ${isolate(low)} إلى ${isolate(high)}`),
  percentRange: (low, high) => `من ${number(low)}٪ إلى ${number(high)}٪ إجابات صحيحة متوقعة`,
  passChance: (percent) => `فرصة اجتياز اختبار تجريبي كامل الآن: ${number(percent)}٪`,
  passUnknown: 'فرصة اجتياز اختبار تجريبي كامل: لا توجد إجابات كافية بعد.',
  basis: (answers) => `صعوبة الأسئلة معايَرة من ${number(answers)} إجابة لجميع المتعلمين.`,
  startCheck: 'ابدأ فحص الجاهزية (نحو ٤٠ سؤالًا)',
  starting: 'جارٍ البدء…',
  startFailed: 'تعذّر بدء فحص الجاهزية.',
  checkTitle: 'فحص الجاهزية',
  checkProgress: (n, of) => `السؤال ${number(n)} من ${number(of)}`,
  checkHint: 'يُختار كل سؤال بناءً على إجاباتك السابقة: لا رجوع، ولا مفتاح حل حتى النهاية.',
  next: 'أجب وتابع',
  sending: 'جارٍ الحفظ…',
  chooseFirst: 'اختر إجابة.',
  checkDone: 'انتهى فحص جاهزيتك.',
  toReadiness: 'اطّلع على جاهزيتك',
  reviewTitle: 'مراجعة اليوم',
  reviewDue: (n) => (n === 0 ? 'لا شيء للمراجعة اليوم.' : `أسئلة للمراجعة اليوم: ${number(n)}.`),
  reviewHint: 'الأسئلة التي أخطأت فيها أو علّمتها تعود إليك حين توشك على نسيانها.',
  reviewOpen: 'افتح مراجعة اليوم',
  reviewCheck: 'تحقّق من إجابتي',
  reviewRight: 'صحيح. سيعود لاحقًا.',
  reviewWrong: 'ليس تمامًا. سيعود قريبًا.',
  reviewNextDue: (date) => `المراجعة التالية: ${isolate(date)}`,
  reviewNext: 'السؤال التالي',
  reviewFinished: 'انتهيت لهذا اليوم.',
  readinessLink: 'جاهزيتك',
};
