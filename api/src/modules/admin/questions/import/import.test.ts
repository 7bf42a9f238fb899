import { csvCell, type AdminQuestion } from '@academy/contract';
import fs from 'node:fs';
import path from 'node:path';
import { json, LEARNER } from '../../../../test/helpers';
import { adminSuite, STAFF } from '../../../../test/admin-test-kit';

const EXAMPLE_CSV = fs.readFileSync(
  path.join(__dirname, '../../../../../../docs/examples/questions.csv'),
  'utf8',
);

const { ctx, tokens, auditCount, latestAudit } = adminSuite();
let learner: string;
beforeAll(async () => {
  learner = ctx.tokenFor(await ctx.userId(LEARNER));
});
interface Report {
  dry_run: boolean;
  would_create: number;
  would_update: number;
  errors: { line: number; field: string; message: string }[];
}

interface PublicBank {
  questions: {
    text: string;
    question_type: string;
    explanation: string;
    answers: { text: string; is_correct: boolean }[];
  }[];
}

async function newBank(kind: 'topics' | 'exams' = 'topics'): Promise<number> {
  const response = await ctx.request({
    method: 'POST',
    url: `/api/admin/${kind}/`,
    payload: { name: `Import ${Math.random()}`, category: 'PMP' },
    token: tokens.staff,
  });
  return json<{ id: number }>(response).id;
}

const importInto = (payload: Record<string, unknown>, token = tokens.staff) =>
  ctx.request({ method: 'POST', url: '/api/admin/questions/import/', payload, token });

async function questionCount(column: 'topic_id' | 'exam_id', id: number): Promise<number> {
  const { rows } = await ctx.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM questions WHERE ${column} = $1`,
    [id],
  );
  return rows[0]?.count ?? 0;
}

test('the example CSV: a dry run writes nothing, the real run writes it all with one audit row', async () => {
  const topic = await newBank();
  const auditBefore = await auditCount();
  const dry = await importInto({ format: 'csv', content: EXAMPLE_CSV, topic, dry_run: true });
  expect(dry.statusCode).toBe(200);
  expect(json(dry)).toEqual({ dry_run: true, would_create: 5, would_update: 0, errors: [] });
  expect(await questionCount('topic_id', topic)).toBe(0);
  expect(await auditCount()).toBe(auditBefore);

  const real = await importInto({ format: 'csv', content: EXAMPLE_CSV, topic: String(topic) });
  expect(real.statusCode).toBe(200);
  expect(json(real)).toEqual({ dry_run: false, would_create: 5, would_update: 0, errors: [] });
  expect(await auditCount()).toBe(auditBefore + 1);
  expect((await latestAudit('questions'))[0]).toEqual({
    actor_email: STAFF,
    action: 'create',
    entity_id: `import:topic:${topic}`,
    changes: { topic, format: 'csv', created: 5, updated: 0 },
  });

  // Learners read the bank at once, in the file's order, quoted commas, quotes and breaks intact.
  const bank = json<PublicBank>(
    await ctx.request({ method: 'GET', url: `/api/PMP/topics/${topic}`, token: learner }),
  );
  expect(bank.questions).toHaveLength(5);
  const [conflict, , sprint, stakeholder, evm] = bank.questions;
  expect(conflict?.answers[1]).toEqual(
    expect.objectContaining({
      text: 'Meet both developers together, listen to each view, and help them find a design they can both support',
      is_correct: true,
    }),
  );
  expect(sprint?.question_type).toBe('MC');
  expect(sprint?.explanation).toContain('hidden work.\nAdding overtime');
  expect(sprint?.answers.map((answer) => answer.is_correct)).toEqual([true, false, true, false]);
  expect(stakeholder?.text).toContain('saying it "ignores" her department');
  expect(evm?.answers.map((answer) => answer.is_correct)).toEqual([true, false, false, false]);
  const { rows } = await ctx.db.query<{ domain: string; task: string }>(
    'SELECT domain, task FROM questions WHERE topic_id = $1 ORDER BY position',
    [topic],
  );
  expect(rows[1]).toEqual({
    domain: 'Business Environment',
    task: 'Evaluate and address external business environment changes for impact on scope',
  });

  // The same file again updates in place (same text); an edited and a new line show as such.
  const edited = EXAMPLE_CSV.replace(
    'The project is over budget and slightly ahead of schedule',
    '"Over budget, slightly ahead of schedule"',
  ).concat('"A new question, added later",OC,,,,Yes,No,,,,,1\n');
  const again = await importInto({ format: 'csv', content: edited, topic });
  expect(json(again)).toEqual({ dry_run: false, would_create: 1, would_update: 5, errors: [] });
  const reread = json<PublicBank>(
    await ctx.request({ method: 'GET', url: `/api/PMP/topics/${topic}`, token: learner }),
  );
  expect(reread.questions).toHaveLength(6);
  expect(reread.questions[4]?.answers[0]?.text).toBe('Over budget, slightly ahead of schedule');
  expect(reread.questions[5]?.text).toBe('A new question, added later');
});

test('a BOM and Windows line endings read the same as the plain file', async () => {
  const exam = await newBank('exams');
  const windows = `\uFEFF${EXAMPLE_CSV.replace(/\n/g, '\r\n')}`;
  const response = await importInto({ format: 'csv', content: windows, exam });
  expect(json(response)).toEqual({ dry_run: false, would_create: 5, would_update: 0, errors: [] });
  const { rows } = await ctx.db.query<{ text: string; explanation: string }>(
    'SELECT text, explanation FROM questions WHERE exam_id = $1 ORDER BY position',
    [exam],
  );
  expect(rows[0]?.text.startsWith('Two senior developers')).toBe(true);
  expect(rows.some((row) => /\r/.test(row.text + row.explanation))).toBe(false);
  expect(rows[2]?.explanation).toContain('hidden work.\nAdding overtime');
});

const BROKEN_CSV = [
  'text,question_type,domain,answer_1,answer_2,answer_3,correct', // 1
  '"Fine, with a comma",OC,People,Yes,No,,1', // 2
  '"Spans', // 3
  'two lines",OC,,Yes,No,,3', // 4: answer 3 is empty
  '', // 5: blank lines are skipped, still counted
  ',OC,,Yes,No,,1', // 6: no text
  'Nobody is right,OC,,Yes,No,,', // 7: no correct answer
  'Two right,OC,,Yes,No,,1;2', // 8: OC with two correct
  'Bad domain,MC,Finance,Yes,No,Maybe,1', // 9
  'Gap,MC,,Yes,,Maybe,x', // 10: answer 2 empty, "x" is no number
  '"Fine, with a comma",OC,,Yes,No,,2', // 11: same text as line 2
  'One answer,OC,,Yes,,,1', // 12
].join('\n');

test('every problem is reported by file line and column; the real run then writes nothing', async () => {
  const topic = await newBank();
  const expected = [
    { line: 3, field: 'correct', message: 'Answer 3 is empty.' },
    { line: 6, field: 'text', message: 'This field may not be blank.' },
    { line: 7, field: 'correct', message: 'Mark at least one answer correct.' },
    {
      line: 8,
      field: 'correct',
      message: 'A one-answer question (OC) has exactly one correct answer.',
    },
    {
      line: 9,
      field: 'domain',
      message: 'must be People, Process, Business Environment or empty',
    },
    { line: 10, field: 'answer_2', message: 'Empty, but a later answer is given.' },
    { line: 10, field: 'correct', message: '"x" is not an answer number.' },
    { line: 11, field: 'text', message: 'The same text as line 2.' },
    { line: 12, field: 'answer_1', message: 'A question needs at least 2 answers.' },
  ];
  const dry = await importInto({ format: 'csv', content: BROKEN_CSV, topic, dry_run: true });
  expect(dry.statusCode).toBe(200);
  expect(json(dry)).toEqual({ dry_run: true, would_create: 1, would_update: 0, errors: expected });

  const auditBefore = await auditCount();
  const real = await importInto({ format: 'csv', content: BROKEN_CSV, topic });
  expect(real.statusCode).toBe(400);
  expect(json(real)).toEqual({
    dry_run: false,
    would_create: 1,
    would_update: 0,
    errors: expected,
  });
  expect(await questionCount('topic_id', topic)).toBe(0);
  expect(await auditCount()).toBe(auditBefore);
});

test('a bad header or a broken quote is reported where it is', async () => {
  const topic = await newBank();
  const report = async (content: string) =>
    json<Report>(await importInto({ format: 'csv', content, topic, dry_run: true })).errors;
  expect(await report('text,answer_1,answer_2,colour\nQ,A,B,red\n')).toEqual([
    { line: 1, field: 'colour', message: 'Unknown column "colour".' },
  ]);
  expect(await report('text,answer_1,answer_2,correct\nQ,A,B,1\n"Open,A,B,1\nmore\n')).toEqual([
    { line: 3, field: 'file', message: 'A quoted value opens on this line and is never closed.' },
  ]);
  expect(await report('text,answer_1,answer_2,correct\nQ,A,B,1,extra\n')).toEqual([
    { line: 2, field: 'file', message: '5 values for 4 columns (a comma outside quotes?).' },
  ]);
  expect(await report('\uFEFF\r\n\r\n')).toEqual([
    { line: 1, field: 'file', message: 'The file is empty.' },
  ]);
});

test('the JSON format: the content format questions, numbered from 1', async () => {
  const exam = await newBank('exams');
  const questions = [
    {
      text: 'Which artifact lists the project risks?',
      question_type: 'OC',
      domain: 'process',
      explanation: 'The risk register.',
      answers: [
        { text: 'Risk register', is_correct: true },
        { text: 'Issue log', is_correct: false },
      ],
    },
    { text: 'Broken', question_type: 'XX', answers: [{ text: 1 }] },
  ];
  const dry = await importInto({
    format: 'json',
    content: JSON.stringify(questions, null, 2),
    exam,
    dry_run: true,
  });
  expect(json(dry)).toEqual({
    dry_run: true,
    would_create: 1,
    would_update: 0,
    errors: [
      {
        line: 2,
        field: 'question_type',
        message: "must be one of 'OC', 'MC', 'MATCH', 'HOTSPOT', 'FILL'",
      },
      { line: 2, field: 'answers[0].text', message: 'must be a text' },
    ],
  });
  const bank = { key: 'risk', name: 'Risk', questions: questions.slice(0, 1) };
  const real = await importInto({ format: 'json', content: JSON.stringify(bank), exam });
  expect(json(real)).toEqual({ dry_run: false, would_create: 1, would_update: 0, errors: [] });
  const { rows } = await ctx.db.query<{ domain: string }>(
    'SELECT domain FROM questions WHERE exam_id = $1',
    [exam],
  );
  expect(rows).toEqual([{ domain: 'Process' }]);
  const notJson = await importInto({
    format: 'json',
    content: '[\n{"text" 1}]',
    exam,
    dry_run: true,
  });
  expect(json<Report>(notJson).errors).toEqual([
    { line: 2, field: 'file', message: "Not valid JSON: Expected ':' after property name." },
  ]);
});

test('bad requests and files over the limits are refused with a clear message', async () => {
  const topic = await newBank();
  const exam = await newBank('exams');
  const cases: [Record<string, unknown>, number, Record<string, unknown>][] = [
    [{ format: 'xml', content: 'x', topic }, 400, { format: expect.any(Array) }],
    [{ format: 'csv', content: '', topic }, 400, { content: ['This field may not be blank.'] }],
    [
      { format: 'csv', content: 'x', topic, exam },
      400,
      { non_field_errors: ['Give exactly one of topic and exam.'] },
    ],
    [
      { format: 'csv', content: 'x', topic: 987654 },
      400,
      { topic: ['Invalid pk "987654" - object does not exist.'] },
    ],
    [
      { format: 'csv', content: 'x'.repeat(2_000_001), topic },
      413,
      {
        detail: 'The file has 2000001 characters; import at most 2000000 (about 2 MB) at a time.',
      },
    ],
  ];
  for (const [payload, status, body] of cases) {
    const response = await importInto(payload);
    expect([payload.format, response.statusCode]).toEqual([payload.format, status]);
    expect(json(response)).toEqual(body);
  }
  const many = ['text,answer_1,answer_2,correct']
    .concat(Array.from({ length: 2001 }, (_, i) => `Q${i},A,B,1`))
    .join('\n');
  const tooMany = await importInto({ format: 'csv', content: many, topic, dry_run: true });
  expect(tooMany.statusCode).toBe(400);
  expect(json(tooMany)).toEqual({
    content: ['The file has 2001 questions; import at most 2000 at a time.'],
  });
  expect(await questionCount('topic_id', topic)).toBe(0);
});

test('MATCH and FILL import from CSV and JSON; a HOTSPOT needs the form (its image)', async () => {
  const topic = await newBank();
  const csv = [
    'text,question_type,choose,answer_1,answer_2,answer_3,correct',
    'Imported match,MATCH,,Forcing = An emergency,Smoothing = A minor issue,= A distractor,',
    'Imported fill,FILL,,0.8,.80,,',
    'Imported choose,MC,2,One,Two,Three,1;2',
    'Broken match,MATCH,,Forcing An emergency,Smoothing = A minor issue,,',
  ].join('\n');
  const dry = json<Report>(await importInto({ format: 'csv', content: csv, topic, dry_run: true }));
  expect(dry.errors).toEqual([
    {
      line: 5,
      field: 'answer_1',
      message: 'A MATCH cell reads "item = its match" (or "= extra").',
    },
  ]);
  const good = csv.split('\n').slice(0, 4).join('\n');
  const done = await importInto({ format: 'csv', content: good, topic });
  expect(done.statusCode).toBe(200);
  const listed = json<{ results: AdminQuestion[] }>(
    await ctx.request({
      method: 'GET',
      url: `/api/admin/questions/?topic=${topic}&search=Imported&page_size=50`,
      token: tokens.staff,
    }),
  ).results;
  const byText = (text: string) => listed.find((question) => question.text === text);
  const match = byText('Imported match');
  expect(match?.answers.filter((row) => row.side === 'left').map((row) => row.text)).toEqual([
    'Forcing',
    'Smoothing',
  ]);
  expect(match?.answers.filter((row) => row.side === 'right')).toHaveLength(3);
  expect(byText('Imported fill')?.answers.map((row) => row.text)).toEqual(['0.8', '.80']);
  expect(byText('Imported choose')).toMatchObject({ question_type: 'MC', choose: 2 });

  const jsonBank = JSON.stringify([
    {
      text: 'JSON match',
      question_type: 'MATCH',
      pairs: [
        { left: 'EV', right: 'Earned value' },
        { left: 'AC', right: 'Actual cost' },
      ],
    },
    { text: 'JSON fill', question_type: 'FILL', accepted: ['Scope creep'] },
    {
      text: 'JSON hotspot',
      question_type: 'HOTSPOT',
      regions: [
        { label: 'A', x: 0, y: 0, w: 50, h: 50, is_correct: true },
        { label: 'B', x: 50, y: 0, w: 50, h: 50 },
      ],
    },
    { text: 'JSON wrong rows', question_type: 'FILL', answers: [{ text: 'x', is_correct: true }] },
  ]);
  const jsonDry = json<Report>(
    await importInto({ format: 'json', content: jsonBank, topic, dry_run: true }),
  );
  expect(jsonDry.errors).toEqual([
    { line: 3, field: 'img', message: 'A hotspot question needs an image.' },
    { line: 4, field: 'accepted', message: 'must be a list' },
  ]);
});

test('a CSV written with formula cells neutralised (OWASP) imports as the text it holds', async () => {
  const topic = await newBank();
  const formulas = ['=HYPERLINK("http://x.example","click")', '+1+2', '-3', '@SUM(A1)', '\tTab'];
  const cells = ['Neutralised formulas', 'OC', csvCell('=1+1'), ...formulas, '1'];
  // Each neutralised cell is quoted and starts with a ' a spreadsheet shows as text.
  expect(formulas.map(csvCell).every((cell) => cell.startsWith(`"'`))).toBe(true);
  const csv = [
    'text,question_type,explanation,answer_1,answer_2,answer_3,answer_4,answer_5,correct',
    [csvCell(cells[0] as string), ...cells.slice(1, 3), ...formulas.map(csvCell), '1'].join(','),
  ].join('\n');
  const done = await importInto({ format: 'csv', content: csv, topic });
  expect([done.statusCode, json<Report>(done).errors]).toEqual([200, []]);
  const { rows } = await ctx.db.query<{ explanation: string; answers: string[] }>(
    `SELECT q.explanation, array_agg(a.text ORDER BY a.id) AS answers
     FROM questions q JOIN answers a ON a.question_id = q.id
     WHERE q.topic_id = $1 GROUP BY q.id`,
    [topic],
  );
  expect(rows).toEqual([{ explanation: '=1+1', answers: formulas.map((text) => text.trim()) }]);
});
