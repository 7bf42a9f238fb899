// Exam mode's Arabic copy (player, break, review, results, history). Loaded only in Arabic, and
// only with those pages.
import { currentFormat, plural } from '@academy/shared';

import type { AttemptMessages } from './attempt-messages';

const number = (value: number) => currentFormat().number(value);
const questions = (n: number) =>
  plural(currentFormat().locale, n, {
    one: 'سؤال واحد',
    two: 'سؤالان',
    few: `${number(n)} أسئلة`,
    many: `${number(n)} سؤالًا`,
    other: `${number(n)} سؤال`,
  });
const attempts = (n: number) =>
  plural(currentFormat().locale, n, {
    one: 'محاولة واحدة',
    two: 'محاولتان',
    few: `${number(n)} محاولات`,
    many: `${number(n)} محاولة`,
    other: `${number(n)} محاولة`,
  });

export const ar: AttemptMessages = {
  attemptNotFound: 'لم يُعثر على محاولة الاختبار هذه.',
  backToHub: 'العودة إلى الاختبارات',
  examModeLabel: 'وضع الاختبار',
  sectionPosition: (section: number, sections: number) =>
    `القسم ${number(section)} من ${number(sections)}`,
  flag: 'تعليم للمراجعة',
  strikeWord: 'شطب',
  strikeRest: (answer: string) => `: ${answer}`,
  strikeHint: 'اشطب الإجابات التي استبعدتها (لك وحدك، وليست إجابة).',
  previous: 'السابق',
  reviewSection: 'مراجعة القسم',
  navigatorTitle: 'الأسئلة',
  navigatorButton: (n: number, answered: boolean, flagged: boolean) =>
    `السؤال ${number(n)}، ${answered ? 'مُجاب' : 'غير مُجاب'}${flagged ? '، مُعلَّم للمراجعة' : ''}`,
  sectionLocked: (section: number) => `القسم ${number(section)}: مقفل (انتهى)`,
  sectionNotStarted: (section: number) => `القسم ${number(section)}: لم يبدأ بعد`,
  legendAnswered: 'مُجاب',
  legendUnanswered: 'غير مُجاب',
  legendFlagged: 'مُعلَّم',
  connectionLost: 'انقطع الاتصال — إجاباتك محفوظة',
  retryNow: 'حاول الآن',
  attemptChanged: (detail: string) => `${detail} أُعيد تحميل الاختبار.`,
  hideTimer: 'إخفاء المؤقّت',
  showTimer: 'إظهار المؤقّت',
  timerHidden: 'المؤقّت مخفي',

  reviewTitle: (section: number) => `مراجعة القسم ${number(section)}`,
  reviewCounts: (unanswered: number, flagged: number) =>
    `${number(unanswered)} غير مُجاب · ${number(flagged)} مُعلَّم`,
  reviewUnanswered: 'غير مُجاب',
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
  confirmSubmitText: (unanswered: number) =>
    unanswered === 0
      ? 'ستُصحَّح إجاباتك ولن يمكن تغييرها بعد ذلك.'
      : `${questions(unanswered)} بلا إجابة. ستُصحَّح إجاباتك ولن يمكن تغييرها بعد ذلك.`,
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
  domainsTitle: 'حسب المجال',
  domainRow: (correct: number, total: number, percent: string) =>
    `${number(correct)} من ${number(total)} (${percent}٪)`,
  domainChartCaption: 'أداؤك في كل مجال',
  noDomains: 'هذه الأسئلة لا تحمل مجالًا.',
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
  practiceModeLabel: 'وضع التدريب',

  tasksTitle: 'أضعف مهامك',
  tasksCaption: 'المهام التي كانت إجاباتك فيها الأضعف في هذه المحاولة، الأضعف أولًا',
  noTasks: 'هذه الأسئلة لا تحمل مهمة.',
  taskDomain: (domain: string) => `مجال ${domain}`,

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

  historyTitle: 'محاولاتك',
  trendsTitle: 'درجتك عبر الوقت',
  trendsEmpty: 'سلّم اختبارًا أو موضوعًا أو اختبارًا تجريبيًا وستظهر درجته هنا.',
  trendSummary: (n: number, first: string, last: string, band: string) =>
    n === 1
      ? `محاولة واحدة: ${last}٪ (${band}).`
      : `${attempts(n)}، من ${first}٪ إلى ${last}٪ (${band}).`,
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
  reviewLabel: (title: string, date: string) => `راجع ${title} بتاريخ ${date}`,
  attemptPages: 'صفحات محاولاتك',

  domainRatings: {
    'Above Target': 'فوق المستهدف',
    Target: 'ضمن المستهدف',
    'Below Target': 'دون المستهدف',
    'Needs Improvement': 'يحتاج إلى تحسين',
  },
  colon: ': ',
  comma: '، ',
};
