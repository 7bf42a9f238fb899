// A locked topic or exam, in Arabic. Loaded only in Arabic.
import { isolate } from '@academy/shared';
import type { LockedKind, LockedMessages } from './messages';

export const ar: LockedMessages = {
  lockedTitle: (kind: LockedKind, category: string) =>
    kind === 'topic'
      ? `هذا الموضوع يأتي مع دورة ${isolate(category)}`
      : kind === 'exam-mode'
        ? `الاختبار التجريبي الكامل والتدريب يأتيان مع دورة ${isolate(category)}`
        : `هذا الاختبار يأتي مع دورة ${isolate(category)}`,
  lockedReason: (category: string, what: string) =>
    `لم تشترِ أي دورة ${isolate(category)} بعد، لذا فإن ${isolate(what)} مقفلة.`,
  lockedTopicsAndExams: 'موضوعاتها واختباراتها',
  lockedExams: 'اختباراتها',
  unlockWithOne: 'اشترِ الدورة لفتحها:',
  unlockWithAny: 'اشترِ أيًّا من هذه الدورات لفتحها:',
  unlockLink: (course: string) => `اشترك في ${isolate(course)}`,
  unlockSoon: '(قريبًا)',
  noUnlockingCourse: 'لا توجد دورة تفتحها بعد.',
  seeCourses: 'عرض جميع الدورات',
  loadingUnlockingCourses: 'جارٍ البحث عن الدورات التي تفتحها…',
};
