// mf-exam's user-facing copy. Texts quoted from the spec are verbatim (typos included).
export const messages = {
  hubTitle: 'Exams',
  hubNav: 'Topics and exams',
  topics: 'Topics',
  exams: 'Exams',
  listLoading: 'Loading…',
  noTopics: 'No topics yet.',
  noExams: 'No exams yet.',

  // A topic or exam of a category the learner has paid for no course of (the API answers 403).
  // Ours: the spec shows nothing there.
  lockedTitle: (kind: 'topic' | 'exam', category: string) =>
    `This ${kind} comes with a ${category} course`,
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

  // Intro
  introTitle: 'Before you start',
  basedOnTheExam: 'Based On The Exam',
  fiftyQuestions: '+ 50 Question',
  passScore: '75% Score Requier to Pass',
  continue: 'Continue',
  chooseFirst: 'Chose Exam or Topic Firts',
  questionCount: (count: number) => `${count} ${count === 1 ? 'Question' : 'Questions'}`,
  timeAllowed: (minutes: number) => `Time: ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
  topicKind: 'Topic',
  examKind: 'Exam',
  loadingExam: 'Loading the exam',

  // Player
  questionPosition: (number: number, total: number) => `Question ${number} of ${total}`,
  chooseOne: 'Choose one answer.',
  chooseSeveral: 'Choose every correct answer.',
  questionImageAlt: (number: number) => `Figure for question ${number}`,
  answerImageAlt: (answer: string) => `Figure for the answer: ${answer}`,
  translationLabel: 'Arabic translation',
  correctMark: '(correct answer)',
  wrongMark: '(wrong answer)',
  back: 'Back',
  next: 'Next',
  result: 'Result',
  seeAnswer: 'See Answer',
  explanationTitle: 'Explanation',
  close: 'Close',
  confirmSubmit: 'Are You Sure for Submiting !!!',
  yes: 'Yes',
  no: 'No',

  // Timer
  timeLeft: 'Time left',
  timesUpDisplay: "Time's up!",
  timeUpWarning: 'OOOPS / Time is Up , but you can resume',
  minutesLeft: (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left`,

  // The two modes (ours; the spec's flow is practice mode, its texts unchanged).
  modesTitle: 'Two ways to take it',
  practiceMode: 'Practice mode',
  practiceModeText:
    'The flow you know: 70 seconds per question, See Answer shows the correct answer and its explanation at any time, and your answers stay in this browser.',
  examMode: 'Exam mode',
  examModeText:
    'Like the real PMP exam: no answers until the end, the time is kept by our server, every answer is saved as you go, and you can resume on any device. You get a score and per-domain ratings.',
  startExamMode: 'Start in exam mode',
  startingExamMode: 'Starting…',
  startFailed: 'The exam could not be started. Try again.',
  examModePanelTitle: 'Exam mode: full mock and exams in progress',
  mockText: (category: string) =>
    `A full-length ${category} exam in exam mode, drawn from the question bank by the exam's blueprint: its sections, domains and time, with optional breaks.`,
  startMock: (category: string) => `Full mock exam (${category})`,
  inProgressTitle: 'In progress',
  inProgressEmpty: 'No exam in progress.',
  inProgressItem: (answered: number, total: number) => `${answered} of ${total} answered`,
  resume: 'Resume',
  resumeLabel: (title: string) => `Resume ${title}`,

  // Exam mode: the player
  loadingAttempt: 'Loading your exam',
  attemptNotFound: 'This exam attempt was not found.',
  backToHub: 'Back to the exams',
  examModeLabel: 'Exam mode',
  sectionPosition: (section: number, sections: number) => `Section ${section} of ${sections}`,
  chooseCount: (count: number) => `Choose ${count} answers.`,
  chooseLimit: (count: number) =>
    `You have chosen ${count} answers: clear one before choosing another.`,
  flag: 'Flag for review',
  flagged: 'Flagged',
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
  saving: 'Saving…',
  allSaved: 'All answers saved',
  retryNow: 'Try again now',
  attemptChanged: (detail: string) => `${detail} The exam has been reloaded.`,
  hideTimer: 'Hide timer',
  showTimer: 'Show timer',
  timerHidden: 'Timer hidden',

  // Review screen
  reviewTitle: (section: number) => `Review section ${section}`,
  reviewCounts: (unanswered: number, flagged: number) =>
    `${unanswered} unanswered · ${flagged} flagged`,
  reviewFilterAll: 'All questions',
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

  // Results
  resultsTitle: 'Your Answers',
  noResults: 'No results to display',
  resultsFilter: 'Show',
  filterAll: 'All',
  filterCorrect: 'Correct',
  filterWrong: 'Wrong',
  noAnswer: '(no answer)',
  resultsTableCaption: 'Your answers, question by question',
  columns: {
    question: 'Question',
    type: 'Type',
    userAnswer: 'Your Answer',
    result: 'Result',
    correctAnswer: 'Correct Answer',
    explanation: 'Explanation',
  },
  score: (correct: number, total: number, percent: string) =>
    `${correct} of ${total} correct (${percent}%)`,
  scoreHeading: 'Your score',
  bandImageAlt: (band: string) => `Score band: ${band}`,
  bands: {
    NeedImprovement: 'Need Improvement',
    BelowTarget: 'Below Target',
    Target: 'Target',
    AboveTarget: 'Above Target',
    Outstanding: 'Outstanding',
  },
};
