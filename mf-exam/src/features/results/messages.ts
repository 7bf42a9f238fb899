// The copy of a result, as the practice results (/SeeTheAnswerTable) and exam mode's result both
// show it: the score and its band, the per-domain chart, the weakest tasks, the answers table.
// Texts quoted from the spec are verbatim. The Arabic is in messages.ar.ts.
import type { AttemptResult } from '@academy/contract';
import { defineCatalogue } from '@academy/shared';

/** PMI's rating of a domain, as the API sends it. */
type DomainRating = AttemptResult['domains'][number]['band'];

export const en = {
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

  // By domain (ours, as in exam mode's result)
  domainsTitle: 'By domain',
  domainRow: (correct: number, total: number, percent: string) =>
    `${correct} of ${total} (${percent}%)`,
  domainChartCaption: 'Your performance in each domain',
  noDomains: 'These questions carry no domain.',
  // PMI's four performance ratings of a domain, by the API's value.
  domainRatings: {
    'Above Target': 'Above Target',
    Target: 'Target',
    'Below Target': 'Below Target',
    'Needs Improvement': 'Needs Improvement',
  } satisfies Record<DomainRating, string>,

  // The weakest tasks
  tasksTitle: 'Your weakest tasks',
  tasksCaption: 'The tasks you answered worst in this attempt, the weakest first',
  noTasks: 'These questions carry no task.',
  taskDomain: (domain: string) => `${domain} domain`,

  /** Punctuation a screen reader hears between a chart row's parts ("People: Target, 3 of 4"). */
  colon: ': ',
  comma: ', ',
};
export type ResultsMessages = typeof en;

/** Its Arabic (messages.ar.ts) is a chunk of its own, fetched only in Arabic. */
export const resultsCatalogue = defineCatalogue('exam-results', en, {
  ar: () =>
    import(/* webpackChunkName: "exam-results-ar" */ './messages.ar').then((module) => module.ar),
});
export const useResultsMessages = () => resultsCatalogue.useMessages();
