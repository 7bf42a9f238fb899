// The example CSV offered beside the import, kept here rather than fetched from
// docs/examples/questions.csv: a static file would need a loader in the shared build for one
// download. Same columns and rules as the docs (docs/question-import.md): an OC, an MC that says
// how many to choose, a MATCH ("item = its match" cells, "= answer" for an extra one) and a FILL
// (its cells are the accepted values). A HOTSPOT needs an image: it is made in the question form.
import { csvCell } from '@academy/contract/rules';

const HEADER =
  'text,question_type,choose,domain,task,explanation,answer_1,answer_2,answer_3,answer_4,answer_5,answer_6,correct';

// One example row per line, its cells in HEADER's order (written out by csvCell: a cell a
// spreadsheet would read as a formula, such as MATCH's "= an extra answer", is neutralised).
const EXAMPLES: string[][] = [
  [
    'Two senior developers on an agile team keep arguing about the design of a shared module, and the daily stand-up now overruns. What should the project manager do first?',
    'OC',
    '',
    'People',
    'Manage conflict',
    'Conflict is best handled early and at its source: a private, collaborative conversation lets both people be heard before positions harden.',
    'Escalate the disagreement to the functional manager',
    'Meet both developers together, listen to each view, and help them find a design they can both support',
    'Ask the product owner to choose one of the designs',
    'Remove the design topic from the stand-up agenda',
    '',
    '',
    '2',
  ],
  [
    'During sprint planning the team commits to more work than its average velocity. Which TWO actions help the team set a realistic commitment?',
    'MC',
    '2',
    'Process',
    'Plan and manage scope',
    'Velocity from recent sprints is the team\u2019s own evidence; splitting large items exposes hidden work.\nAdding overtime or letting the sponsor set the scope ignores the team\u2019s capacity.',
    'Compare the commitment with the velocity of the last few sprints',
    'Plan overtime for the last days of the sprint',
    'Split the largest backlog items so hidden work shows',
    'Let the sponsor decide what fits in the sprint',
    '',
    '',
    '1;3',
  ],
  [
    'Match each project document with what it records.',
    'MATCH',
    '',
    'Process',
    'Manage project artifacts',
    'The risk register holds uncertain events, the issue log current problems, and the lessons learned register what the team learned.',
    'Risk register = Events that may or may not happen',
    'Issue log = Problems the team is dealing with now',
    'Lessons learned register = What worked and what to change next time',
    '= Approved changes to the baseline',
    '',
    '',
    '',
  ],
  [
    'The earned value is 400 and the planned value is 500. What is the schedule performance index (SPI)?',
    'FILL',
    '',
    'Process',
    'Plan and manage schedule',
    'SPI = EV / PV = 400 / 500 = 0.8: the project is behind schedule.',
    '0.8',
    '',
    '',
    '',
    '',
    '',
    '',
  ],
];

/** The file, its lines ended as RFC 4180 says (CRLF). */
export const templateCsv = (): string =>
  `${[HEADER, ...EXAMPLES.map((row) => row.map(csvCell).join(','))].join('\r\n')}\r\n`;

/** A link's address for the example file (a data: URL: nothing to fetch, nothing to revoke). */
export const templateHref = () =>
  `data:text/csv;charset=utf-8,${encodeURIComponent(templateCsv())}`;
