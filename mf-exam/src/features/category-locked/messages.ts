// The copy of a locked topic or exam: one of a category the learner has paid for no course of (the
// API answers 403). Ours: the spec shows nothing there. A chunk of its own with CategoryLocked, as
// most learners never see it. The Arabic is in messages.ar.ts.
import { defineCatalogue } from '@academy/shared';

/** A topic or an exam picked in the hub, or the hub's exam mode (the full mock, the drill). */
export type LockedKind = 'topic' | 'exam' | 'exam-mode';

export const en = {
  lockedTitle: (kind: LockedKind, category: string) =>
    kind === 'exam-mode'
      ? `The full mock exam and the drill come with a ${category} course`
      : `This ${kind} comes with a ${category} course`,
  lockedReason: (category: string, what: string) =>
    `You have not bought a ${category} course yet, so its ${what} are locked.`,
  lockedTopicsAndExams: 'topics and exams',
  lockedExams: 'exams',
  unlockWithOne: 'Buy the course to unlock them:',
  unlockWithAny: 'Buy any of these courses to unlock them:',
  unlockLink: (course: string) => `Enroll in ${course}`,
  unlockSoon: '(coming soon)',
  noUnlockingCourse: 'No course unlocks them yet.',
  seeCourses: 'See all courses',
  loadingUnlockingCourses: 'Finding the courses that unlock them…',
};
export type LockedMessages = typeof en;

/** Its Arabic (messages.ar.ts) is a chunk of its own, fetched only in Arabic. */
export const lockedCatalogue = defineCatalogue('exam-category-locked', en, {
  ar: () =>
    import(/* webpackChunkName: "exam-category-locked-ar" */ './messages.ar').then(
      (module) => module.ar,
    ),
});
export const useLockedMessages = () => lockedCatalogue.useMessages();
