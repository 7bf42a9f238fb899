// mf-exam's user-facing copy. Texts quoted from the spec are verbatim (typos included). Exam mode's
// player and result pages have theirs in attempt-messages.ts, loaded with those pages only (1.4 KB
// gzip the hub and the practice results no longer carry).
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

  loadingAttempt: 'Loading your exam',
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
