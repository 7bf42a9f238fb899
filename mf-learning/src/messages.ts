// mf-learning's user-facing copy. Texts quoted from the spec are verbatim (typos included).
import { defineCatalogue } from '@academy/shared';

export const en = {
  courseLessonsTitle: 'The Course Lessons',
  lessonsLoading: 'Loading the lessons',
  noLessons: 'This course has no lessons yet.',
  startLearn: 'Start Learn',
  startExam: 'Start Exam',
  lessonLoading: 'Loading the lesson',
  downloadPdf: 'Download PDF',
  downloadPdfLabel: 'Download PDF (opens in a new tab)',
  videoFallback: 'Your browser cannot play this video.',
  noVideo: 'The video of this lesson is not available yet.',
  videoQuality: 'Quality',
  videoQualityAuto: 'Auto',
  videoQualityAutoAt: (height: number) => `Auto (${height}p)`,
  videoQualityHeight: (height: number) => `${height}p`,
  backToLessons: 'All lessons',
  lessonNavLabel: 'Previous and next lessons',
  previousLesson: 'Previous lesson',
  nextLesson: 'Next lesson',
  commentsTitle: 'Comments',
  noComments: 'No comments yet. Be the first to ask or share a note.',
  commentLabel: 'Your comment',
  postComment: 'Post Comment',
  commentEmpty: 'Your Comment is Emtpy !',
  commentPosted: 'Your Comment is Posted !',
  commentTooLong: 'Ensure this field has no more than 2000 characters.',
  commentFailed: 'Your comment could not be posted. Please try again.',
  showMoreComments: 'Show more',
  olderCommentsLoaded: (count: number) =>
    count === 1 ? '1 older comment shown.' : `${count} older comments shown.`,
  olderCommentsFailed: 'Older comments could not be loaded. Please try again.',

  // Progress (docs/design/progress.md#progress). (ours: the spec predates it)
  courseProgress: 'Course progress',
  lessonsCompleted: (completed: number, total: number) =>
    `${completed} of ${total} ${total === 1 ? 'lesson' : 'lessons'} complete`,
  lessonCompleted: 'Completed',
  continueLearning: 'Continue',
  continueWhere: (lesson: string, at: string) => `${lesson}, at ${at}`,
  continueAt: (at: string) => `at ${at}`,

  // Certificate of completion.
  claimCertificate: 'Claim your certificate',
  claimingCertificate: 'Claiming your certificate…',
  certificateReady: 'Your certificate is ready.',
  viewCertificate: 'View your certificate',
  certificateCourseDone: 'You completed every lesson of this course.',
  certificateNameIntro:
    'Your certificate shows your name. Enter it as it should be printed; it is saved to your profile.',
  certificateNameLabel: 'Your full name',
  certificateNameRequired: 'Enter your name as it should appear on the certificate.',
  certificateNameTooLong: 'Ensure this field has no more than 120 characters.',
  certificateFailed: 'Your certificate could not be claimed. Please try again.',
};
export type LearningMessages = typeof en;

/**
 * The Arabic copy (messages.ar.ts) is its own chunk, fetched only in Arabic
 * (docs/design/languages.md#catalogues).
 */
export const learningCatalogue = defineCatalogue('learning', en, {
  ar: () =>
    import(/* webpackChunkName: "learning-ar" */ './messages.ar').then((module) => module.ar),
});
export const useLearningMessages = () => learningCatalogue.useMessages();
