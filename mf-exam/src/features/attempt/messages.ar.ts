// Exam mode's Arabic copy (player, break, review, result). Loaded only in Arabic, and only with
// those pages.
import { currentFormat, isolate, plural } from '@academy/shared';

import type { AnswerState } from '../question-types/types';
import type { AttemptMessages } from './messages';

const number = (value: number) => currentFormat().number(value);
const questions = (n: number) =>
  plural(currentFormat().locale, n, {
    one: 'سؤال واحد',
    two: 'سؤالان',
    few: `${number(n)} أسئلة`,
    many: `${number(n)} سؤالًا`,
    other: `${number(n)} سؤال`,
  });

const answers = (n: number) =>
  plural(currentFormat().locale, n, {
    one: 'إجابة واحدة',
    two: 'إجابتان',
    few: `${number(n)} إجابات`,
    many: `${number(n)} إجابةً`,
    other: `${number(n)} إجابة`,
  });

const STATES: Record<AnswerState, string> = {
  answered: 'مُجاب',
  incomplete: 'غير مكتمل',
  unanswered: 'غير مُجاب',
};

export const ar: AttemptMessages = {
  attemptNotFound: 'لم يُعثر على محاولة الاختبار هذه.',
  examModeLabel: 'وضع الاختبار',
  sectionPosition: (section: number, sections: number) =>
    `القسم ${number(section)} من ${number(sections)}`,
  flag: 'تعليم للمراجعة',
  strikeWord: 'شطب',
  strikeRest: (answer: string) => `: ${isolate(answer)}`,
  strikeHint: 'اشطب الإجابات التي استبعدتها (لك وحدك، وليست إجابة).',
  previous: 'السابق',
  reviewSection: 'مراجعة القسم',
  navigatorTitle: 'الأسئلة',
  navigatorButton: (n: number, state: AnswerState, flagged: boolean) =>
    `السؤال ${number(n)}، ${STATES[state]}${flagged ? '، مُعلَّم للمراجعة' : ''}`,
  sectionLocked: (section: number) => `القسم ${number(section)}: مقفل (انتهى)`,
  sectionNotStarted: (section: number) => `القسم ${number(section)}: لم يبدأ بعد`,
  legendAnswered: 'مُجاب',
  legendUnanswered: 'غير مُجاب',
  legendIncomplete: 'غير مكتمل',
  legendFlagged: 'مُعلَّم',
  connectionLost: 'انقطع الاتصال — إجاباتك محفوظة',
  retryNow: 'حاول الآن',
  attemptChanged: (detail: string) => `${isolate(detail)} أُعيد تحميل الاختبار.`,
  hideTimer: 'إخفاء المؤقّت',
  showTimer: 'إظهار المؤقّت',
  timerHidden: 'المؤقّت مخفي',
  timeWarning: (minutes: number) =>
    minutes === 1
      ? 'بقيت دقيقة واحدة: يُسلَّم الاختبار عند انتهاء الوقت.'
      : `بقيت ${number(minutes)} دقائق: يُسلَّم الاختبار عند انتهاء الوقت.`,
  leaveExam: 'مغادرة الاختبار (إجاباتك محفوظة، والوقت يستمر)',
  nextFlagged: 'المُعلَّم التالي',
  backToReview: 'العودة إلى المراجعة',

  reviewTitle: (section: number) => `مراجعة القسم ${number(section)}`,
  reviewCounts: (unanswered: number, incomplete: number, flagged: number) =>
    `${number(unanswered)} غير مُجاب · ${number(incomplete)} غير مكتمل · ${number(flagged)} مُعلَّم`,
  reviewUnanswered: 'غير مُجاب',
  reviewIncomplete: 'غير مكتمل',
  reviewFlagged: 'مُعلَّم',
  reviewNone: 'لا شيء.',
  reviewBack: 'العودة إلى الأسئلة',
  endSection: (section: number) => `إنهاء القسم ${number(section)}`,
  submitExam: 'تسليم الاختبار',
  confirmEndSection: (section: number) => `إنهاء القسم ${number(section)}؟`,
  confirmEndSectionText:
    'لن تستطيع العودة إلى أسئلته. يمكنك أخذ الاستراحة أولًا: لا تُحتسب من وقت الاختبار.',
  confirmEndSectionNoBreak: 'لن تستطيع العودة إلى أسئلته.',
  takeBreak: (minutes: number) => `إنهاء القسم وأخذ استراحة ${number(minutes)} دقائق`,
  skipBreak: 'إنهاء القسم دون استراحة',
  endSectionOnly: 'إنهاء القسم',
  cancel: 'إلغاء',
  confirmSubmitExam: 'تسليم الاختبار؟',
  confirmSubmitText: 'ستُصحَّح إجاباتك ولن يمكن تغييرها بعد ذلك.',
  confirmOpenAnswers: (unanswered: number, incomplete: number) =>
    [
      unanswered > 0 && `${questions(unanswered)} بلا إجابة.`,
      incomplete > 0 && `${answers(incomplete)} غير مكتملة (تُصحَّح خاطئةً كما هي).`,
    ]
      .filter(Boolean)
      .join(' '),
  submitting: 'جارٍ التسليم…',
  actionFailed: 'لم تتم العملية. تحقّق من اتصالك وحاول مرة أخرى.',

  breakTitle: 'استراحة',
  breakText: (section: number) =>
    `استراحتك لا تُحتسب من وقت الاختبار. يبدأ القسم ${number(section)} عند انتهائها.`,
  breakLeft: 'الوقت المتبقي من الاستراحة',
  endBreak: 'إنهاء الاستراحة',

  attemptResultTitle: 'نتيجة اختبارك',
  resultNotReady: 'هذا الاختبار ما زال قيد التقدّم.',
  backToExam: 'العودة إلى الاختبار',
  reviewAnswersTitle: 'إجابة إجابة',
  questionNumber: (n: number) => `السؤال ${number(n)}`,
  loadingReview: 'جارٍ تحميل المراجعة',
  yourAnswer: 'إجابتك',
  correctAnswer: 'الإجابة الصحيحة',
  acceptedAnswers: 'الإجابات المقبولة',
  answeredCorrectly: 'صحيحة',
  answeredWrongly: 'خاطئة',
  wasFlagged: 'مُعلَّم للمراجعة',
  resultTitle: 'نتيجتك',
  timeUpSubmitted: 'انتهى الوقت — سُلِّم اختبارك.',
  filterLegend: 'عرض',
  filterAll: 'الكل',
  filterWrong: 'الخاطئة',
  filterFlagged: 'المُعلَّمة',
  filterDomain: 'المجال',
  filterAnyDomain: 'كل المجالات',
  filterCount: (shown: number, total: number) => `عرض ${number(shown)} من ${number(total)} سؤال`,
  practiceModeLabel: 'وضع التدريب',

  learnTitle: 'تعلّم من أخطائك',
  learnModeLegend: 'ابدأه في',
  learnExamMode: 'وضع الاختبار: بوقت محدد، والإجابات في النهاية',
  learnPracticeMode: 'وضع التدريب: بلا حد زمني',
  retestMissed: 'أعد اختباري في الأسئلة التي أخطأت فيها',
  retestFlagged: 'أعد اختباري في الأسئلة التي علّمتها',
  missedCount: (n: number) => `${questions(n)} أخطأت فيها أو تركتها بلا إجابة.`,
  noneMissed: 'لم تخطئ في أي سؤال في هذه المحاولة: لا شيء لإعادة الاختبار.',
  flaggedCount: (n: number) => `${questions(n)} علّمتها للمراجعة.`,
  noneFlagged: 'لم تعلّم أي سؤال في هذه المحاولة.',
  starting: 'جارٍ البدء…',
  startFailed: 'تعذّر البدء. حاول مرة أخرى.',
};
