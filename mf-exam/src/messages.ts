// mf-exam's user-facing copy. Texts quoted from the spec are verbatim (typos included). Exam mode's
// player and result pages have theirs in attempt-messages.ts, loaded with those pages only (1.4 KB
// gzip the hub and the practice results no longer carry).
import { defineCatalogue } from '@academy/shared';

export const en = {
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
  bilingualToggle: 'English and Arabic side by side', // (ours) DESIGN §14
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

  // The question types beyond the spec's OC/MC (ours), in both players and the review.
  chooseCount: (count: number) => `Choose ${count} answers.`,
  chooseLimit: (count: number) =>
    `You have chosen ${count} answers: clear one before choosing another.`,
  matchHint:
    'Match each item with its answer: drag an answer onto an item, or select an item and then its answer.',
  matchItems: 'Items',
  matchAnswers: 'Answers',
  matchNoneYet: 'No match yet',
  matchDropHere: 'Drop an answer here',
  matchedWith: (answer: string) => `Matched: ${answer}`,
  matchAllPlaced: 'Every answer is placed.',
  matchClear: 'Clear',
  matchClearLabel: (item: string) => `Clear the match for ${item}`,
  matchSelected: (text: string) => `Selected: ${text}. Now choose its match.`,
  matchMade: (item: string, answer: string) => `Matched ${item} with ${answer}.`,
  matchCleared: (item: string) => `Cleared the match for ${item}.`,
  matchCorrect: (answer: string) => `Correct match: ${answer}`,
  hotspotHint: 'Select the area of the image that answers the question.',
  hotspotKeys: 'Arrow keys move between the areas; Space or Enter selects one.',
  hotspotRegions: 'Areas of the image',
  hotspotImageAlt: (number: number) => `Image for question ${number}, with areas to choose from`,
  hotspotChoice: (label: string) => `Your choice: ${label}`,
  hotspotNoChoice: 'No area chosen yet.',
  hotspotCorrect: (label: string) => `Correct area: ${label}`,
  fillHint: 'Type your answer.',
  fillLabel: 'Your answer',
  fillAccepted: (values: string) => `Accepted answers: ${values}`,
  pairText: (item: string, answer: string) => `${item} → ${answer}`,

  // Reporting a question ("I think this is wrong"), in both players. Ours; the comment's rules are
  // worded as the API words them.
  report: {
    open: 'Report this question',
    title: 'Report this question',
    intro:
      'Tell the academy what you think is wrong: the key, the wording, a typo. Staff read every report.',
    commentLabel: 'What is wrong with this question?',
    hint: (max: number) => `Up to ${max} characters.`,
    blank: 'This field may not be blank.',
    tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
    send: 'Send the report',
    sending: 'Sending…',
    cancel: 'Cancel',
    sent: 'Thank you: your report was sent to the academy.',
    failed: 'The report could not be sent. Check the connection and try again.',
  },

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
  // The weak-domain drill and the history (on the hub and every result).
  drillWeakest: 'Practise my weakest domain',
  // 20: the API's DRILL_QUESTIONS.
  drillText: (category: string) =>
    `20 questions of your weakest ${category} domain over all your attempts, those you missed first.`,
  historyLink: 'All your attempts and scores',

  // Arriving from My learning's "Practise this domain" (/Exam/{category}?drill=1): the hub points
  // to the drill; the learner still starts it.
  drillArrived: (category: string) =>
    `You came to drill your weakest ${category} domain. Press “Practise my weakest domain” when you are ready.`,
  drillArrivedDomain: (category: string, domain: string, correct: number, total: number) =>
    `${domain} is your weakest ${category} domain so far (${correct} of ${total} right): this drill practises it. Press “Practise my weakest domain” when you are ready.`,

  loadingAttempt: 'Loading your exam',
  // Results
  resultsTitle: 'Your Answers',
  noResults: 'No results to display',
  resultsFilter: 'Show',
  filterAll: 'All',
  filterCorrect: 'Correct',
  filterWrong: 'Wrong',
  noAnswer: '(no answer)',
  /** The Result column: the spec's stored values, shown as they are in English. */
  verdicts: { Correct: 'Correct', 'not Correct': 'not Correct' },
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
export type ExamMessages = typeof en;

/** The Arabic copy (messages.ar.ts) is its own chunk, fetched only in Arabic (DESIGN §14). */
export const examCatalogue = defineCatalogue('exam', en, {
  ar: () => import(/* webpackChunkName: "exam-ar" */ './messages.ar').then((module) => module.ar),
});
export const useExamMessages = () => examCatalogue.useMessages();
