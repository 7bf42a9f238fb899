// The copy of exam mode's player, break, review and result pages (ours: the spec has no exam mode),
// loaded with those pages only. The result's score, domains and tasks are worded by the results'
// catalogue, the way back to the hub by the hub's. The Arabic is in messages.ar.ts.
import { defineCatalogue } from '@academy/shared';

import type { AnswerState } from '../question-types/types';

export const en = {
  // Exam mode: the player
  attemptNotFound: 'This exam attempt was not found.',
  examModeLabel: 'Exam mode',
  sectionPosition: (section: number, sections: number) => `Section ${section} of ${sections}`,
  flag: 'Flag for review',
  strikeWord: 'Strike',
  strikeRest: (answer: string) => ` out: ${answer}`,
  strikeHint: 'Strike out answers you have ruled out (for you only, not an answer).',
  previous: 'Previous',
  reviewSection: 'Review section',
  navigatorTitle: 'Questions',
  navigatorButton: (number: number, state: AnswerState, flagged: boolean) =>
    `Question ${number}, ${state}${flagged ? ', flagged' : ''}`,
  sectionLocked: (section: number) => `Section ${section}: locked (finished)`,
  sectionNotStarted: (section: number) => `Section ${section}: not started yet`,
  legendAnswered: 'Answered',
  legendUnanswered: 'Unanswered',
  legendIncomplete: 'Incomplete',
  legendFlagged: 'Flagged',
  connectionLost: 'Connection lost — your answers are being kept',
  retryNow: 'Try again now',
  attemptChanged: (detail: string) => `${detail} The exam has been reloaded.`,
  hideTimer: 'Hide timer',
  showTimer: 'Show timer',
  timerHidden: 'Timer hidden',
  /** Shown (and read out) at 5 and 1 minutes left. */
  timeWarning: (minutes: number) =>
    minutes === 1
      ? 'Only 1 minute left: the exam is submitted when time runs out.'
      : `Only ${minutes} minutes left: the exam is submitted when time runs out.`,
  leaveExam: 'Leave the exam (your answers are kept, the time runs on)',
  nextFlagged: 'Next flagged',
  backToReview: 'Back to review',

  // Review screen
  reviewTitle: (section: number) => `Review section ${section}`,
  reviewCounts: (unanswered: number, incomplete: number, flagged: number) =>
    `${unanswered} unanswered · ${incomplete} incomplete · ${flagged} flagged`,
  reviewUnanswered: 'Unanswered',
  reviewIncomplete: 'Incomplete',
  reviewFlagged: 'Flagged',
  reviewNone: 'None.',
  reviewBack: 'Back to the questions',
  endSection: (section: number) => `End section ${section}`,
  submitExam: 'Submit the exam',
  confirmEndSection: (section: number) => `End section ${section}?`,
  confirmEndSectionText:
    'You will not be able to come back to its questions. You may take the break first: it does not use exam time.',
  confirmEndSectionNoBreak: 'You will not be able to come back to its questions.',
  takeBreak: (minutes: number) => `End section and take the ${minutes}-minute break`,
  skipBreak: 'End section without a break',
  endSectionOnly: 'End section',
  cancel: 'Cancel',
  confirmSubmitExam: 'Submit the exam?',
  confirmSubmitText: 'Your answers will be graded and can no longer change.',
  /** Before ending a section or submitting, when some answers are missing or partial. */
  confirmOpenAnswers: (unanswered: number, incomplete: number) =>
    [
      unanswered > 0 &&
        `${unanswered} ${unanswered === 1 ? 'question is' : 'questions are'} unanswered.`,
      incomplete > 0 &&
        `${incomplete} ${incomplete === 1 ? 'answer is' : 'answers are'} incomplete (graded wrong as they are).`,
    ]
      .filter(Boolean)
      .join(' '),
  submitting: 'Submitting…',
  actionFailed: 'That did not go through. Check your connection and try again.',

  // Break
  breakTitle: 'Break',
  breakText: (section: number) =>
    `Your break does not use exam time. Section ${section} starts when it ends.`,
  breakLeft: 'Break time left',
  endBreak: 'End break',

  // Exam mode: the result
  attemptResultTitle: 'Your exam result',
  resultNotReady: 'This exam is still in progress.',
  backToExam: 'Back to the exam',
  reviewAnswersTitle: 'Answer by answer',
  questionNumber: (number: number) => `Question ${number}`,
  loadingReview: 'Loading the review',
  yourAnswer: 'Your answer',
  correctAnswer: 'Correct answer',
  acceptedAnswers: 'Accepted answers',
  answeredCorrectly: 'Correct',
  answeredWrongly: 'Wrong',
  wasFlagged: 'Flagged for review',
  resultTitle: 'Your result',
  timeUpSubmitted: 'Time is up — your exam was submitted.',
  filterLegend: 'Show',
  filterAll: 'All',
  filterWrong: 'Wrong',
  filterFlagged: 'Flagged',
  filterDomain: 'Domain',
  filterAnyDomain: 'All domains',
  filterCount: (shown: number, total: number) => `Showing ${shown} of ${total} questions`,
  practiceModeLabel: 'Practice mode',

  // The result: learn from your mistakes
  learnTitle: 'Learn from your mistakes',
  learnModeLegend: 'Start it in',
  learnExamMode: 'Exam mode: timed, answers at the end',
  learnPracticeMode: 'Practice mode: no time limit',
  retestMissed: 'Retest my missed questions',
  retestFlagged: 'Retest my flagged questions',
  missedCount: (count: number) =>
    `${count} ${count === 1 ? 'question' : 'questions'} you got wrong or left unanswered.`,
  noneMissed: 'You missed no question in this attempt: nothing to retest.',
  flaggedCount: (count: number) =>
    `${count} ${count === 1 ? 'question' : 'questions'} you flagged for review.`,
  noneFlagged: 'You flagged no question in this attempt.',
  starting: 'Starting…',
  startFailed: 'That could not be started. Try again.',
};
export type AttemptMessages = typeof en;

/** Its Arabic (messages.ar.ts) is a chunk of its own, fetched only in Arabic. */
export const attemptCatalogue = defineCatalogue('exam-attempt', en, {
  ar: () =>
    import(/* webpackChunkName: "exam-attempt-ar" */ './messages.ar').then((module) => module.ar),
});
export const useAttemptMessages = () => attemptCatalogue.useMessages();
