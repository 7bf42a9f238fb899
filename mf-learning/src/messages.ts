// mf-learning's user-facing copy. Texts quoted from the spec are verbatim (typos included).
import { NATIONAL_ID_CONSENT_REQUIRED, NATIONAL_ID_INVALID } from '@academy/contract/rules';
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

  // My learning (/My_Learning).
  myLearningTitle: 'My learning',
  myLearningLoading: 'Loading your learning',
  myLearningFailed: 'Your learning could not be loaded. Please try again.',
  retry: 'Try again',
  myCoursesTitle: 'My courses',
  noCoursesYet: 'You have no courses yet. Pick one from our catalog to start learning.',
  browseCourses: 'Browse the courses',
  startCourse: 'Start',
  openLessons: 'All lessons',
  certificateOf: (course: string) => `Your certificate for ${course}`,
  courseProgressOf: (course: string) => `Progress in ${course}`,
  recentAttemptsTitle: 'Recent exam attempts',
  noAttemptsYet: 'No exam attempts yet.',
  goToExams: 'Take an exam',
  attemptMode: { exam: 'Exam mode', practice: 'Practice mode' } as Record<string, string>,
  attemptScore: 'Score',
  attemptBand: 'Band',
  attemptSubmitted: 'Submitted',
  seeResult: 'See the result',
  seeResultOf: (title: string) => `See the result of ${title}`,
  bands: {
    NeedImprovement: 'Need Improvement',
    BelowTarget: 'Below Target',
    Target: 'Target',
    AboveTarget: 'Above Target',
    Outstanding: 'Outstanding',
  } as Record<string, string>,
  weakestDomainTitle: 'Your weakest domain',
  weakestDomainText: (correct: number, total: number) =>
    `${correct} of ${total} answered right in your submitted attempts.`,
  practiseDomain: 'Practise this domain',
  // The category of the weakest domain: its drill is in that category's exam hub.
  weakestDomainCategory: (category: string) => `${category} exam`,
  todaysReviewTitle: "Today's review",
  todaysReviewDue: (n: number) =>
    n === 0
      ? 'Nothing to review today.'
      : n === 1
        ? 'One question to review today.'
        : `${n} questions to review today.`,
  todaysReviewOpen: "Open today's review",
  readinessLink: 'Your readiness',
  ordersTitle: 'My orders',
  noOrdersYet: 'No orders yet.',
  orderCourse: 'Course',
  orderDate: 'Date',
  orderAmount: 'Amount',
  orderCoupon: 'Coupon',
  orderNoCoupon: 'None',
  orderReference: 'Reference',
  downloadReceipt: 'Download receipt',
  downloadReceiptOf: (course: string, reference: string) =>
    `Download receipt for ${course} (order ${reference}, PDF)`,
  receiptDownloading: 'Downloading the receipt…',
  receiptFailed: 'The receipt could not be downloaded. Please try again.',
  // The national ID for NELC and the contact hours (docs/learning-records.md).
  nationalIdTitle: 'Your national ID for NELC',
  nationalIdIntro:
    'Your learning here is reported to the National eLearning Center (NELC), which knows learners by their national ID or Iqama number. We ask for it once; it is stored encrypted and never shown again.',
  nationalIdLabel: 'National ID or Iqama number',
  nationalIdHint: '10 digits, starting with 1 (national ID) or 2 (Iqama).',
  /** The API's own message (contract), so the form and the server say the same. */
  nationalIdInvalid: NATIONAL_ID_INVALID,
  nationalIdConsent:
    'I agree to my learning records being reported to the National eLearning Center.',
  nationalIdConsentRequired: NATIONAL_ID_CONSENT_REQUIRED,
  saveNationalId: 'Save my national ID',
  savingNationalId: 'Saving…',
  nationalIdOnFile:
    'Your national ID or Iqama number is on file: your learning records are reported to NELC under it.',
  nationalIdFailed: 'Your national ID could not be saved. Please try again.',
  contactHoursTitle: 'Contact hours',
  contactHoursIntro:
    "The time on task counted for PMI: lesson videos watched (up to each lesson's length) and exams taken.",
  contactHoursOf: (hours: number, of: number) => `${hours} of ${of} contact hours`,
  contactHoursOnly: (hours: number) => `${hours} hours`,
  contactHoursProgressOf: (course: string) => `Contact hours in ${course}`,
  // A refund of a Paymob or Moyasar order: docs/payments.md#back-office-staff.
  orderRefunded: 'Refunded',
  creditNotesTitle: 'Credit notes',
  creditNoteLine: (number: string, amount: string, reason: string) =>
    `${number}: ${amount} refunded. Reason: ${reason}`,
  downloadCreditNote: 'Download credit note',
  downloadCreditNoteOf: (number: string, course: string) =>
    `Download credit note ${number} for ${course} (PDF)`,
  creditNoteDownloading: 'Downloading the credit note…',
  creditNoteFailed: 'The credit note could not be downloaded. Please try again.',
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
