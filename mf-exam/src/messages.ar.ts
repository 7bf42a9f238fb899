// mf-exam's Arabic copy (terms as in docs/glossary-ar.md; PMI's ratings as PMI's Arabic aid
// words them). Loaded only in Arabic.
import { currentFormat, plural } from '@academy/shared';

import type { ExamMessages } from './messages';

const number = (value: number) => currentFormat().number(value);
const count = (n: number, words: { one: string; two: string; few: string; many: string }) =>
  plural(currentFormat().locale, n, {
    one: words.one,
    two: words.two,
    few: `${number(n)} ${words.few}`,
    many: `${number(n)} ${words.many}`,
    other: `${number(n)} ${words.many}`,
  });
const questions = (n: number) =>
  count(n, { one: 'سؤال واحد', two: 'سؤالان', few: 'أسئلة', many: 'سؤالًا' });
const minutes = (n: number) =>
  count(n, { one: 'دقيقة واحدة', two: 'دقيقتان', few: 'دقائق', many: 'دقيقة' });
const answers = (n: number) =>
  count(n, { one: 'إجابة واحدة', two: 'إجابتين', few: 'إجابات', many: 'إجابة' });

export const ar: ExamMessages = {
  hubTitle: 'الاختبارات',
  hubNav: 'الموضوعات والاختبارات',
  topics: 'الموضوعات',
  exams: 'الاختبارات',
  listLoading: 'جارٍ التحميل…',
  noTopics: 'لا توجد موضوعات بعد.',
  noExams: 'لا توجد اختبارات بعد.',

  lockedTitle: (kind: 'topic' | 'exam', category: string) =>
    kind === 'topic'
      ? `هذا الموضوع يأتي مع دورة ${category}`
      : `هذا الاختبار يأتي مع دورة ${category}`,
  lockedReason: (category: string, what: string) =>
    `لم تشترِ أي دورة ${category} بعد، لذا فإن ${what} مقفلة.`,
  lockedTopicsAndExams: 'موضوعاتها واختباراتها',
  lockedExams: 'اختباراتها',
  unlockWithOne: 'اشترِ الدورة لفتحها:',
  unlockWithAny: 'اشترِ أيًّا من هذه الدورات لفتحها:',
  unlockLink: (course: string) => `اشترك في ${course}`,
  unlockSoon: '(قريبًا)',
  noUnlockingCourse: 'لا توجد دورة تفتحها بعد.',
  seeCourses: 'عرض جميع الدورات',
  loadingUnlockingCourses: 'جارٍ البحث عن الدورات التي تفتحها…',

  introTitle: 'قبل أن تبدأ',
  basedOnTheExam: 'مبني على الاختبار الحقيقي',
  fiftyQuestions: '+ ٥٠ سؤالًا',
  passScore: 'النجاح يتطلب ٧٥٪',
  continue: 'متابعة',
  chooseFirst: 'اختر اختبارًا أو موضوعًا أولًا',
  questionCount: questions,
  timeAllowed: (n: number) => `المدة: ${minutes(n)}`,
  topicKind: 'موضوع',
  examKind: 'اختبار',
  loadingExam: 'جارٍ تحميل الاختبار',

  questionPosition: (n: number, total: number) => `السؤال ${number(n)} من ${number(total)}`,
  chooseOne: 'اختر إجابة واحدة.',
  chooseSeveral: 'اختر كل الإجابات الصحيحة.',
  questionImageAlt: (n: number) => `شكل السؤال ${number(n)}`,
  answerImageAlt: (answer: string) => `شكل الإجابة: ${answer}`,
  translationLabel: 'الترجمة العربية',
  bilingualToggle: 'الإنجليزية والعربية جنبًا إلى جنب',
  correctMark: '(إجابة صحيحة)',
  wrongMark: '(إجابة خاطئة)',
  back: 'السابق',
  next: 'التالي',
  result: 'النتيجة',
  seeAnswer: 'اعرض الإجابة',
  explanationTitle: 'الشرح',
  close: 'إغلاق',
  confirmSubmit: 'هل أنت متأكد من التسليم؟',
  yes: 'نعم',
  no: 'لا',

  chooseCount: (n: number) => `اختر ${answers(n)}.`,
  chooseLimit: (n: number) => `اخترت ${answers(n)}: ألغِ إحداها قبل أن تختار غيرها.`,
  matchHint: 'طابق كل عنصر مع إجابته: اسحب إجابة إلى عنصر، أو اختر عنصرًا ثم إجابته.',
  matchItems: 'العناصر',
  matchAnswers: 'الإجابات',
  matchNoneYet: 'لا مطابقة بعد',
  matchDropHere: 'أفلت إجابة هنا',
  matchedWith: (answer: string) => `طوبق مع: ${answer}`,
  matchAllPlaced: 'وُضعت كل الإجابات.',
  matchClear: 'مسح',
  matchClearLabel: (item: string) => `امسح مطابقة ${item}`,
  matchSelected: (text: string) => `اخترت: ${text}. اختر الآن ما يطابقه.`,
  matchMade: (item: string, answer: string) => `طوبق ${item} مع ${answer}.`,
  matchCleared: (item: string) => `مُسحت مطابقة ${item}.`,
  matchCorrect: (answer: string) => `المطابقة الصحيحة: ${answer}`,
  hotspotHint: 'اختر منطقة الصورة التي تجيب عن السؤال.',
  hotspotKeys: 'تنقّل بين المناطق بمفاتيح الأسهم، واختر واحدة بالمسافة أو Enter.',
  hotspotRegions: 'مناطق الصورة',
  hotspotImageAlt: (n: number) => `صورة السؤال ${number(n)}، وفيها مناطق للاختيار`,
  hotspotChoice: (label: string) => `اختيارك: ${label}`,
  hotspotNoChoice: 'لم تختر منطقة بعد.',
  hotspotCorrect: (label: string) => `المنطقة الصحيحة: ${label}`,
  fillHint: 'اكتب إجابتك.',
  fillLabel: 'إجابتك',
  fillAccepted: (values: string) => `الإجابات المقبولة: ${values}`,
  pairText: (item: string, answer: string) => `${item} ← ${answer}`,

  report: {
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
  },

  timeLeft: 'الوقت المتبقي',
  timesUpDisplay: 'انتهى الوقت!',
  timeUpWarning: 'عذرًا، انتهى الوقت، لكن يمكنك المتابعة',
  minutesLeft: (n: number) => `بقيت ${minutes(n)}`,

  practiceMode: 'وضع التدريب',
  practiceModeText:
    'الطريقة التي تعرفها: ٧٠ ثانية لكل سؤال، و«اعرض الإجابة» يُظهر الإجابة الصحيحة وشرحها في أي وقت، وتبقى إجاباتك في هذا المتصفح.',
  examMode: 'وضع الاختبار',
  examModeText:
    'مثل امتحان PMP الحقيقي: لا إجابات حتى النهاية، والوقت يحسبه خادمنا، وتُحفظ كل إجابة أولًا بأول، ويمكنك المتابعة من أي جهاز. تحصل على درجة وتقدير لكل مجال.',
  startExamMode: 'ابدأ في وضع الاختبار',
  startingExamMode: 'جارٍ البدء…',
  startFailed: 'تعذّر بدء الاختبار. حاول مرة أخرى.',
  examModePanelTitle: 'وضع الاختبار: الاختبار التجريبي الكامل والاختبارات الجارية',
  mockText: (category: string) =>
    `اختبار ${category} كامل الطول في وضع الاختبار، يُسحب من بنك الأسئلة وفق مخطط الاختبار: أقسامه ومجالاته ومدته، مع استراحات اختيارية.`,
  startMock: (category: string) => `اختبار تجريبي كامل (${category})`,
  inProgressTitle: 'قيد التقدّم',
  inProgressEmpty: 'لا يوجد اختبار قيد التقدّم.',
  inProgressItem: (answered: number, total: number) =>
    `أُجيب عن ${number(answered)} من ${number(total)}`,
  resume: 'متابعة',
  resumeLabel: (title: string) => `تابع ${title}`,
  drillWeakest: 'تدرّب على أضعف مجالاتي',
  drillText: (category: string) =>
    `${number(20)} سؤالًا من أضعف مجالات ${category} لديك في كل محاولاتك، تبدأ بما أخطأت فيه.`,
  historyLink: 'كل محاولاتك ودرجاتك',

  drillArrived: (category: string) =>
    `جئت لتتدرّب على أضعف مجالات ${category} لديك. اضغط «تدرّب على أضعف مجالاتي» حين تكون مستعدًا.`,
  drillArrivedDomain: (category: string, domain: string, correct: number, total: number) =>
    `${domain} هو أضعف مجالات ${category} لديك حتى الآن (${number(correct)} صحيحة من ${number(total)}): وهذا التدريب يركّز عليه. اضغط «تدرّب على أضعف مجالاتي» حين تكون مستعدًا.`,

  loadingAttempt: 'جارٍ تحميل اختبارك',
  resultsTitle: 'إجاباتك',
  noResults: 'لا توجد نتائج لعرضها',
  resultsFilter: 'اعرض',
  filterAll: 'الكل',
  filterCorrect: 'الصحيحة',
  filterWrong: 'الخاطئة',
  noAnswer: '(بلا إجابة)',
  verdicts: { Correct: 'صحيحة', 'not Correct': 'خاطئة' },
  resultsTableCaption: 'إجاباتك، سؤالًا سؤالًا',
  columns: {
    question: 'السؤال',
    type: 'النوع',
    userAnswer: 'إجابتك',
    result: 'النتيجة',
    correctAnswer: 'الإجابة الصحيحة',
    explanation: 'الشرح',
  },
  score: (correct: number, total: number, percent: string) =>
    `${number(correct)} صحيحة من ${number(total)} (${percent}٪)`,
  scoreHeading: 'درجتك',
  bandImageAlt: (band: string) => `فئة الدرجة: ${band}`,
  bands: {
    NeedImprovement: 'يحتاج إلى تحسين',
    BelowTarget: 'دون المستهدف',
    Target: 'ضمن المستهدف',
    AboveTarget: 'فوق المستهدف',
    Outstanding: 'متميّز',
  },
};
