// A locked topic or exam, in Arabic. Loaded only in Arabic.
import type { LockedKind, LockedMessages } from './messages';

export const ar: LockedMessages = {
  lockedTitle: (kind: LockedKind, category: string) =>
    kind === 'topic'
      ? `هذا الموضوع يأتي مع دورة ${category}`
      : kind === 'exam-mode'
        ? `الاختبار التجريبي الكامل والتدريب يأتيان مع دورة ${category}`
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
};
