// The readiness estimate's, the adaptive check's and today's review's copy (issue 38, ours). The
// Arabic is in messages.ar.ts.
import { defineCatalogue } from '@academy/shared';

export const en = {
  readinessTitle: 'Your readiness',
  readinessIntro:
    'An estimate from your submitted exam-mode answers, per domain of the exam, with how sure it is. Practice answers, where the key is shown, do not count.',
  loading: 'Loading your readiness',
  loadFailed: 'Your readiness could not be loaded.',
  columns: {
    domain: 'Domain',
    rating: 'Estimated rating',
    range: 'Likely range',
    answers: 'Answers',
  },
  overall: 'Overall',
  ratings: {
    'Above Target': 'Above Target',
    Target: 'Target',
    'Below Target': 'Below Target',
    'Needs Improvement': 'Needs Improvement',
  } as Record<string, string>,
  notEnough: 'Not enough answers yet',
  notEnoughHint: (minimum: number) => `At least ${minimum} answers are needed.`,
  range: (low: string, high: string) => (low === high ? low : `${low} to ${high}`),
  percentRange: (low: number, high: number) => `${low}% to ${high}% expected right`,
  passChance: (percent: number) => `Chance of passing a full mock now: ${percent}%`,
  passUnknown: 'Chance of passing a full mock: not enough answers yet.',
  basis: (answers: number) =>
    `Question difficulties are calibrated from ${answers} answers of all learners.`,
  startCheck: 'Take the readiness check (about 40 questions)',
  starting: 'Starting…',
  startFailed: 'The readiness check could not be started.',
  checkTitle: 'Readiness check',
  checkProgress: (n: number, of: number) => `Question ${n} of ${of}`,
  checkHint:
    'Each question is chosen from your answers so far: there is no going back, and no key until the end.',
  next: 'Answer and go on',
  sending: 'Saving…',
  chooseFirst: 'Choose an answer.',
  checkDone: 'Your readiness check is done.',
  toReadiness: 'See your readiness',
  reviewTitle: "Today's review",
  reviewDue: (n: number) =>
    n === 0
      ? 'Nothing to review today.'
      : n === 1
        ? 'One question to review today.'
        : `${n} questions to review today.`,
  reviewHint: 'Questions you missed or flagged come back when you are about to forget them.',
  reviewOpen: "Open today's review",
  reviewCheck: 'Check my answer',
  reviewRight: 'Right. It comes back later.',
  reviewWrong: 'Not quite. It comes back soon.',
  reviewNextDue: (date: string) => `Next review: ${date}`,
  reviewNext: 'Next question',
  reviewFinished: 'You are done for today.',
  readinessLink: 'Your readiness',
};
export type ReadinessMessages = typeof en;

/** Its Arabic (messages.ar.ts) is a chunk of its own, fetched only in Arabic. */
export const readinessCatalogue = defineCatalogue('exam-readiness', en, {
  ar: () =>
    import(/* webpackChunkName: "exam-readiness-ar" */ './messages.ar').then((module) => module.ar),
});
export const useReadinessMessages = () => readinessCatalogue.useMessages();
