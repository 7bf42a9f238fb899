// /Admin/question-quality: how learners answer each question (issue 19).

export const questionQualityMessages = {
  title: 'Question quality',
  thing: 'question',
  things: 'questions',
  intro:
    'From the answers of submitted attempts, in practice and exam mode. Each learner counts once per question, by their first answer.',
  flagHelp: (minimum: number) =>
    `A question is flagged when, of the learners who answered it (at least ${minimum}), the weakest 27 % by attempt score got it right more often than the strongest 27 %: the key is usually wrong.`,
  filtersLabel: 'Filter the questions',
  category: 'Category',
  loadingCategories: 'Loading the categories',
  noCategories: 'There are no categories yet.',
  bank: 'Bank',
  anyBank: 'Every bank of the category',
  loadingBanks: 'Loading the banks',
  bankOption: {
    topics: (name: string) => `Topic: ${name}`,
    exams: (name: string) => `Exam: ${name}`,
  },
  show: 'Show',
  showAll: 'All questions',
  showFlagged: 'Flagged only',
  since: 'Answers submitted since',
  searchLabel: 'Search the question texts',
  question: 'Question',
  bankColumn: 'Bank',
  answered: 'Answered',
  percentCorrect: '% correct',
  mostChosenWrong: 'Most chosen wrong answer',
  discrimination: 'Discrimination',
  reports: 'Open reports',
  none: '—',
  noAnswersYet: 'No answers yet',
  wrongAnswer: (count: number) =>
    count === 1 ? 'chosen by 1 learner' : `chosen by ${count} learners`,
  discriminationIndex: (index: string) => `D = ${index}`,
  discriminationGroups: (size: number, upper: number, lower: number) =>
    `Right: ${upper} of the strongest ${size}, ${lower} of the weakest ${size}`,
  // Too few answers for the statistic: it is not that the question is flagged.
  tooFewAnswers: (minimum: number) => `Not judged yet: needs ${minimum} answers`,
  scrollLabel: 'Question quality (scroll sideways)',
  negativeFlag: 'Negative discrimination — check the key',
  edit: 'Edit',
  editLabel: (text: string) => `Edit the question “${text}”`,
  reportsLink: (count: number) => (count === 1 ? '1 open report' : `${count} open reports`),
};
