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
};
