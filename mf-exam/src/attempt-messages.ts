// The copy of exam mode's player, break, review and result pages (ours: the spec has no exam mode).
// Kept apart from messages.ts so it loads with those pages only.
export const attemptMessages = {
  // Exam mode: the player
  attemptNotFound: 'This exam attempt was not found.',
  backToHub: 'Back to the exams',
  examModeLabel: 'Exam mode',
  sectionPosition: (section: number, sections: number) => `Section ${section} of ${sections}`,
  chooseCount: (count: number) => `Choose ${count} answers.`,
  chooseLimit: (count: number) =>
    `You have chosen ${count} answers: clear one before choosing another.`,
  flag: 'Flag for review',
  strikeWord: 'Strike',
  strikeRest: (answer: string) => ` out: ${answer}`,
  strikeHint: 'Strike out answers you have ruled out (for you only, not an answer).',
  previous: 'Previous',
  reviewSection: 'Review section',
  navigatorTitle: 'Questions',
  navigatorButton: (number: number, answered: boolean, flagged: boolean) =>
    `Question ${number}, ${answered ? 'answered' : 'unanswered'}${flagged ? ', flagged' : ''}`,
  sectionLocked: (section: number) => `Section ${section}: locked (finished)`,
  sectionNotStarted: (section: number) => `Section ${section}: not started yet`,
  legendAnswered: 'Answered',
  legendUnanswered: 'Unanswered',
  legendFlagged: 'Flagged',
  connectionLost: 'Connection lost — your answers are being kept',
  retryNow: 'Try again now',
  attemptChanged: (detail: string) => `${detail} The exam has been reloaded.`,
  hideTimer: 'Hide timer',
  showTimer: 'Show timer',
  timerHidden: 'Timer hidden',

  // Review screen
  reviewTitle: (section: number) => `Review section ${section}`,
  reviewCounts: (unanswered: number, flagged: number) =>
    `${unanswered} unanswered · ${flagged} flagged`,
  reviewUnanswered: 'Unanswered',
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
  confirmSubmitText: (unanswered: number) =>
    unanswered === 0
      ? 'Your answers will be graded and can no longer change.'
      : `${unanswered} ${unanswered === 1 ? 'question is' : 'questions are'} unanswered. Your answers will be graded and can no longer change.`,
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
  domainsTitle: 'By domain',
  domainRow: (correct: number, total: number, percent: string) =>
    `${correct} of ${total} (${percent}%)`,
  domainChartCaption: 'Your performance in each domain',
  noDomains: 'These questions carry no domain.',
  reviewAnswersTitle: 'Answer by answer',
  questionNumber: (number: number) => `Question ${number}`,
  loadingReview: 'Loading the review',
  yourAnswer: 'Your answer',
  correctAnswer: 'Correct answer',
  answeredCorrectly: 'Correct',
  answeredWrongly: 'Wrong',
  wasFlagged: 'Flagged for review',
};
