// My learning's copy (/My_Learning: courses, attempts, review, orders, national ID, contact
// hours): a catalogue of its own, so the lesson player's first chunk does not carry it
// (docs/design/languages.md#catalogues). The Arabic is in messages.ar.ts beside it.
import { NATIONAL_ID_CONSENT_REQUIRED, NATIONAL_ID_INVALID } from '@academy/contract/rules';
import { defineCatalogue } from '@academy/shared';

export const en = {
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
export type MyLearningMessages = typeof en;

export const myLearningCatalogue = defineCatalogue('my-learning', en, {
  ar: () =>
    import(/* webpackChunkName: "my-learning-ar" */ './messages.ar').then((module) => module.ar),
});
export const useMyLearningMessages = () => myLearningCatalogue.useMessages();
