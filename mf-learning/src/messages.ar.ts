// mf-learning's Arabic copy (terms as in docs/glossary-ar.md). Loaded only in Arabic.
import { currentFormat, isolate, plural } from '@academy/shared';

import type { LearningMessages } from './messages';

const number = (value: number) => currentFormat().number(value);
const forms = (count: number, words: { one: string; two: string; few: string; many: string }) =>
  plural(currentFormat().locale, count, {
    one: words.one,
    two: words.two,
    few: `${number(count)} ${words.few}`,
    many: `${number(count)} ${words.many}`,
    other: `${number(count)} ${words.many}`,
  });

export const ar: LearningMessages = {
  courseLessonsTitle: 'دروس الدورة',
  lessonsLoading: 'جارٍ تحميل الدروس',
  noLessons: 'لا توجد دروس في هذه الدورة بعد.',
  startLearn: 'ابدأ التعلّم',
  startExam: 'ابدأ الاختبار',
  lessonLoading: 'جارٍ تحميل الدرس',
  downloadPdf: 'تنزيل PDF',
  downloadPdfLabel: 'تنزيل PDF (يُفتح في علامة تبويب جديدة)',
  videoFallback: 'متصفحك لا يستطيع تشغيل هذا الفيديو.',
  noVideo: 'فيديو هذا الدرس غير متاح بعد.',
  videoQuality: 'الجودة',
  videoQualityAuto: 'تلقائي',
  videoQualityAutoAt: (height: number) => `تلقائي (${isolate(`${height}p`)})`,
  videoQualityHeight: (height: number) => isolate(`${height}p`),
  backToLessons: 'كل الدروس',
  lessonNavLabel: 'الدرس السابق والتالي',
  previousLesson: 'الدرس السابق',
  nextLesson: 'الدرس التالي',
  commentsTitle: 'التعليقات',
  noComments: 'لا توجد تعليقات بعد. كن أول من يسأل أو يشارك ملاحظة.',
  commentLabel: 'تعليقك',
  postComment: 'نشر التعليق',
  commentEmpty: 'تعليقك فارغ!',
  commentPosted: 'نُشر تعليقك!',
  commentTooLong: 'تأكّد من ألا يزيد هذا الحقل على 2000 حرف.',
  commentFailed: 'تعذّر نشر تعليقك. يُرجى المحاولة مرة أخرى.',
  showMoreComments: 'عرض المزيد',
  olderCommentsLoaded: (count: number) =>
    `${forms(count, { one: 'تعليق أقدم', two: 'تعليقان أقدم', few: 'تعليقات أقدم', many: 'تعليقًا أقدم' })} معروضة الآن.`,
  olderCommentsFailed: 'تعذّر تحميل التعليقات الأقدم. يُرجى المحاولة مرة أخرى.',

  courseProgress: 'التقدّم في الدورة',
  lessonsCompleted: (completed: number, total: number) =>
    `أُنجز ${number(completed)} من ${forms(total, { one: 'درس واحد', two: 'درسين', few: 'دروس', many: 'درسًا' })}`,
  lessonCompleted: 'مكتمل',
  continueLearning: 'متابعة',
  continueWhere: (lesson: string, at: string) => `${isolate(lesson)}، عند ${isolate(at)}`,
  continueAt: (at: string) => `عند ${isolate(at)}`,

  claimCertificate: 'احصل على شهادتك',
  claimingCertificate: 'جارٍ إصدار شهادتك…',
  certificateReady: 'شهادتك جاهزة.',
  viewCertificate: 'اعرض شهادتك',
  certificateCourseDone: 'أتممت جميع دروس هذه الدورة.',
  certificateNameIntro: 'تحمل شهادتك اسمك. اكتبه كما يجب أن يُطبع، وسيُحفظ في ملفك الشخصي.',
  certificateNameLabel: 'اسمك الكامل',
  certificateNameRequired: 'اكتب اسمك كما يجب أن يظهر على الشهادة.',
  certificateNameTooLong: 'تأكّد من ألا يزيد هذا الحقل على 120 حرفًا.',
  certificateFailed: 'تعذّر إصدار شهادتك. يُرجى المحاولة مرة أخرى.',

  myLearningTitle: 'تعلّمي',
  myLearningLoading: 'جارٍ تحميل تعلّمك',
  myLearningFailed: 'تعذّر تحميل تعلّمك. يُرجى المحاولة مرة أخرى.',
  retry: 'حاول مرة أخرى',
  myCoursesTitle: 'دوراتي',
  noCoursesYet: 'ليست لديك دورات بعد. اختر دورة من قائمة دوراتنا لتبدأ التعلّم.',
  browseCourses: 'تصفّح الدورات',
  startCourse: 'ابدأ',
  openLessons: 'كل الدروس',
  certificateOf: (course: string) => `شهادتك في ${isolate(course)}`,
  courseProgressOf: (course: string) => `التقدّم في ${isolate(course)}`,
  recentAttemptsTitle: 'محاولات الاختبار الأخيرة',
  noAttemptsYet: 'لا توجد محاولات اختبار بعد.',
  goToExams: 'خُض اختبارًا',
  attemptMode: { exam: 'وضع الاختبار', practice: 'وضع التدريب' },
  attemptScore: 'الدرجة',
  attemptBand: 'التقدير',
  attemptSubmitted: 'تاريخ التسليم',
  seeResult: 'اعرض النتيجة',
  seeResultOf: (title: string) => `اعرض نتيجة ${isolate(title)}`,
  bands: {
    NeedImprovement: 'يحتاج إلى تحسين',
    BelowTarget: 'دون المستهدف',
    Target: 'ضمن المستهدف',
    AboveTarget: 'فوق المستهدف',
    Outstanding: 'متميّز',
  },
  weakestDomainTitle: 'أضعف مجالاتك',
  weakestDomainText: (correct: number, total: number) =>
    `${number(correct)} إجابة صحيحة من ${number(total)} في محاولاتك المسلّمة.`,
  practiseDomain: 'تدرّب على هذا المجال',
  weakestDomainCategory: (category: string) => `اختبار ${isolate(category)}`,
  todaysReviewTitle: 'مراجعة اليوم',
  todaysReviewDue: (n: number) =>
    n === 0 ? 'لا شيء للمراجعة اليوم.' : `أسئلة للمراجعة اليوم: ${number(n)}.`,
  todaysReviewOpen: 'افتح مراجعة اليوم',
  readinessLink: 'جاهزيتك',
  ordersTitle: 'طلباتي',
  noOrdersYet: 'لا توجد طلبات بعد.',
  orderCourse: 'الدورة',
  orderDate: 'التاريخ',
  orderAmount: 'المبلغ',
  orderCoupon: 'قسيمة الخصم',
  orderNoCoupon: 'لا يوجد',
  orderReference: 'المرجع',
  downloadReceipt: 'تنزيل الإيصال',
  downloadReceiptOf: (course: string, reference: string) =>
    `تنزيل إيصال ${isolate(course)} (الطلب ${isolate(reference)}، PDF)`,
  receiptDownloading: 'جارٍ تنزيل الإيصال…',
  receiptFailed: 'تعذّر تنزيل الإيصال. يُرجى المحاولة مرة أخرى.',
  // الهوية الوطنية للمركز الوطني للتعليم الإلكتروني وساعات التواصل (docs/learning-records.md)
  nationalIdTitle: 'هويتك الوطنية للمركز الوطني للتعليم الإلكتروني',
  nationalIdIntro:
    'يُبلَّغ المركز الوطني للتعليم الإلكتروني بتعلّمك هنا، وهو يعرف المتعلّمين برقم الهوية الوطنية أو رقم الإقامة. نطلبه منك مرة واحدة، ويُحفظ مشفّرًا ولا يُعرض مرة أخرى.',
  nationalIdLabel: 'رقم الهوية الوطنية أو رقم الإقامة',
  nationalIdHint: '10 أرقام، تبدأ بالرقم 1 (الهوية الوطنية) أو بالرقم 2 (الإقامة).',
  nationalIdInvalid:
    'أدخل رقم هويتك الوطنية المكوّن من 10 أرقام (ويبدأ بالرقم 1) أو رقم إقامتك (ويبدأ بالرقم 2).',
  nationalIdConsent: 'أوافق على إبلاغ المركز الوطني للتعليم الإلكتروني بسجلات تعلّمي.',
  nationalIdConsentRequired: 'لحفظه، وافق على إبلاغ المركز الوطني للتعليم الإلكتروني بسجلات تعلّمك.',
  saveNationalId: 'احفظ رقم هويتي',
  savingNationalId: 'جارٍ الحفظ…',
  nationalIdOnFile:
    'رقم هويتك الوطنية أو إقامتك محفوظ لدينا: تُبلَّغ سجلات تعلّمك إلى المركز الوطني للتعليم الإلكتروني به.',
  nationalIdFailed: 'تعذّر حفظ رقم هويتك. حاول مرة أخرى.',
  contactHoursTitle: 'ساعات التواصل',
  contactHoursIntro:
    'وقت التعلّم الذي يُحتسب لدى PMI: ما شاهدته من فيديوهات الدروس (بحدّ طول كل درس) والاختبارات التي أدّيتها.',
  contactHoursOf: (hours: number, of: number) =>
    `${isolate(number(hours))} من ${isolate(number(of))} ساعة تواصل`,
  contactHoursOnly: (hours: number) => `${isolate(number(hours))} ساعة`,
  contactHoursProgressOf: (course: string) => `ساعات التواصل في ${isolate(course)}`,
  orderRefunded: 'المبلغ المسترد',
  creditNotesTitle: 'الإشعارات الدائنة',
  creditNoteLine: (number: string, amount: string, reason: string) =>
    `${isolate(number)}: استُرد ${isolate(amount)}. السبب: ${isolate(reason)}`,
  downloadCreditNote: 'تنزيل الإشعار الدائن',
  downloadCreditNoteOf: (number: string, course: string) =>
    `تنزيل الإشعار الدائن ${isolate(number)} لدورة ${isolate(course)} (PDF)`,
  creditNoteDownloading: 'جارٍ تنزيل الإشعار الدائن…',
  creditNoteFailed: 'تعذّر تنزيل الإشعار الدائن. يُرجى المحاولة مرة أخرى.',
};
