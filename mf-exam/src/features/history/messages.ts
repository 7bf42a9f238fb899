// The history's copy (/Exam/history, ours): every attempt of the learner, and the score over time.
// The modes and the score are named with the hub's and the result's words. The Arabic is in
// messages.ar.ts.
import { defineCatalogue } from '@academy/shared';

export const en = {
  historyTitle: 'Your attempts',
  trendsTitle: 'Your score over time',
  trendsEmpty: 'Submit an exam, a topic or a mock and its score will show here.',
  trendSummary: (count: number, first: string, last: string, band: string) =>
    count === 1
      ? `One attempt: ${last}% (${band}).`
      : `${count} attempts, from ${first}% to ${last}% (${band}).`,
  trendScores: 'The scores',
  trendColumns: { date: 'Date', mode: 'Mode', score: 'Score', band: 'Band' },
  attemptsTitle: 'Every attempt',
  attemptsEmpty: 'No attempt yet: start one from the exams.',
  attemptsLoading: 'Loading your attempts',
  attemptsFailed: 'Your attempts could not be loaded.',
  tryAgain: 'Try again',
  inProgressStatus: (answered: number, total: number) =>
    `In progress: ${answered} of ${total} answered`,
  review: 'Review',
  reviewLabel: (title: string, date: string) => `Review ${title} of ${date}`,
  attemptPages: 'Pages of your attempts',
};
export type HistoryMessages = typeof en;

/** Its Arabic (messages.ar.ts) is a chunk of its own, fetched only in Arabic. */
export const historyCatalogue = defineCatalogue('exam-history', en, {
  ar: () =>
    import(/* webpackChunkName: "exam-history-ar" */ './messages.ar').then((module) => module.ar),
});
export const useHistoryMessages = () => historyCatalogue.useMessages();
