// The exam hub's copy (/Exam: topics and exams, the intro, the two modes, the locked sets), with
// the routes' loading label and the way back to the hub that the other pages share. The hub is
// the exam remote's first screen: its chunk carries this catalogue and no other page's words.
// Texts quoted from the spec are verbatim (typos included); the Arabic is in messages.ar.ts.
import { defineCatalogue } from '@academy/shared';

export const en = {
  hubTitle: 'Exams',
  hubNav: 'Topics and exams',
  topics: 'Topics',
  exams: 'Exams',
  listLoading: 'Loading…',
  noTopics: 'No topics yet.',
  noExams: 'No exams yet.',

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

  // The two modes (ours; the spec's flow is practice mode, its texts unchanged). The history
  // names an attempt's mode with the same words.
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

  // The routes' loading label (an exam-mode attempt, its result, the history), and the link back
  // here from those pages.
  loadingAttempt: 'Loading your exam',
  backToHub: 'Back to the exams',
};
export type HubMessages = typeof en;

/**
 * The Arabic copy (messages.ar.ts) is its own chunk, fetched only in Arabic
 * (docs/design/languages.md#catalogues).
 */
export const hubCatalogue = defineCatalogue('exam-hub', en, {
  ar: () =>
    import(/* webpackChunkName: "exam-hub-ar" */ './messages.ar').then((module) => module.ar),
});
export const useHubMessages = () => hubCatalogue.useMessages();
