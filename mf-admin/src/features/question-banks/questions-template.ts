// The example CSV offered beside the import, built here rather than copied from
// docs/examples/questions.csv: a static file would need a loader in the shared build for one
// download. Same columns and rules as the docs (docs/question-import.md): an OC, an MC that says
// how many to choose, a MATCH ("item = its match" cells, "= answer" for an extra one) and a FILL
// (its cells are the accepted values). A HOTSPOT needs an image: it is made in the question form.

import { csvCell } from '@academy/contract/rules';

const HEADER = [
  'text',
  'question_type',
  'choose',
  'domain',
  'task',
  'explanation',
  'answer_1',
  'answer_2',
  'answer_3',
  'answer_4',
  'answer_5',
  'answer_6',
  'correct',
] as const;

type Row = Record<(typeof HEADER)[number], string>;

const EXAMPLES: Row[] = [
  {
    text: 'Two senior developers on an agile team keep arguing about the design of a shared module, and the daily stand-up now overruns. What should the project manager do first?',
    question_type: 'OC',
    choose: '',
    domain: 'People',
    task: 'Manage conflict',
    explanation:
      'Conflict is best handled early and at its source: a private, collaborative conversation lets both people be heard before positions harden.',
    answer_1: 'Escalate the disagreement to the functional manager',
    answer_2:
      'Meet both developers together, listen to each view, and help them find a design they can both support',
    answer_3: 'Ask the product owner to choose one of the designs',
    answer_4: 'Remove the design topic from the stand-up agenda',
    answer_5: '',
    answer_6: '',
    correct: '2',
  },
  {
    text: 'During sprint planning the team commits to more work than its average velocity. Which TWO actions help the team set a realistic commitment?',
    question_type: 'MC',
    choose: '2',
    domain: 'Process',
    task: 'Plan and manage scope',
    explanation:
      'Velocity from recent sprints is the team\u2019s own evidence; splitting large items exposes hidden work.\nAdding overtime or letting the sponsor set the scope ignores the team\u2019s capacity.',
    answer_1: 'Compare the commitment with the velocity of the last few sprints',
    answer_2: 'Plan overtime for the last days of the sprint',
    answer_3: 'Split the largest backlog items so hidden work shows',
    answer_4: 'Let the sponsor decide what fits in the sprint',
    answer_5: '',
    answer_6: '',
    correct: '1;3',
  },
  {
    text: 'Match each project document with what it records.',
    question_type: 'MATCH',
    choose: '',
    domain: 'Process',
    task: 'Manage project artifacts',
    explanation:
      'The risk register holds uncertain events, the issue log current problems, and the lessons learned register what the team learned.',
    answer_1: 'Risk register = Events that may or may not happen',
    answer_2: 'Issue log = Problems the team is dealing with now',
    answer_3: 'Lessons learned register = What worked and what to change next time',
    answer_4: '= Approved changes to the baseline',
    answer_5: '',
    answer_6: '',
    correct: '',
  },
  {
    text: 'The earned value is 400 and the planned value is 500. What is the schedule performance index (SPI)?',
    question_type: 'FILL',
    choose: '',
    domain: 'Process',
    task: 'Plan and manage schedule',
    explanation: 'SPI = EV / PV = 400 / 500 = 0.8: the project is behind schedule.',
    answer_1: '0.8',
    answer_2: '',
    answer_3: '',
    answer_4: '',
    answer_5: '',
    answer_6: '',
    correct: '',
  },
];

export const templateCsv = (): string =>
  [
    HEADER.join(','),
    ...EXAMPLES.map((row) => HEADER.map((column) => csvCell(row[column])).join(',')),
  ]
    .join('\r\n')
    .concat('\r\n');

/** A link's address for the example file (a data: URL: nothing to fetch, nothing to revoke). */
export const templateHref = () =>
  `data:text/csv;charset=utf-8,${encodeURIComponent(templateCsv())}`;
