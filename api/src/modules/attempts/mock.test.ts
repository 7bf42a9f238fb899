import type { Attempt } from '@academy/contract';
import { markPaid, newUser } from '../../test/helpers';
import { appSuite } from '../../test/suite';
import { attemptOf, attemptsApi, TestClock } from './attempt-test-kit';

let api: ReturnType<typeof attemptsApi>;
let token: string;
const clock = new TestClock();

/** Adds `count` OC questions of `domain` (null: untagged) to a new PMP topic. */
async function addTagged(domain: string | null, count: number): Promise<void> {
  const name = domain ?? 'untagged';
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO topics (key, category, name) VALUES ($1, 'PMP', $1) RETURNING id`,
    [`mock-${name}`],
  );
  const topic = rows[0]?.id;
  for (let i = 0; i < count; i += 1) {
    const { rows: q } = await ctx.db.query<{ id: number }>(
      `INSERT INTO questions (topic_id, position, text, question_type, domain)
       VALUES ($1, $2, $3, 'OC', $4) RETURNING id`,
      [topic, i, `${name} ${i}`, domain],
    );
    await ctx.db.query(
      `INSERT INTO answers (question_id, position, text, is_correct) VALUES ($1, 0, 'yes', true), ($1, 1, 'no', false)`,
      [q[0]?.id],
    );
  }
}

/** Tops the PMP bank up to `count` questions of `domain`. */
async function topUp(domain: string, count: number): Promise<void> {
  const { rows } = await ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM questions q
     LEFT JOIN topics t ON t.id = q.topic_id LEFT JOIN exams e ON e.id = q.exam_id
     WHERE coalesce(t.category, e.category) = 'PMP' AND q.domain = $1`,
    [domain],
  );
  const has = rows[0]?.n ?? 0;
  expect(has).toBeLessThan(count);
  await addTagged(domain, count - has);
}

const ctx = appSuite({ services: { clock } });
beforeAll(async () => {
  api = attemptsApi(ctx);
  const user = await newUser(ctx);
  await markPaid(ctx, user.id, await ctx.courseId('pmp'));
  token = user.token;
  // The demo bank is tagged: with these, 90 tagged PMP questions and 16 untagged.
  await topUp('People', 20);
  await topUp('Process', 50);
  await topUp('Business Environment', 20);
  await addTagged(null, 16);
});
const countBy = (attempt: Attempt) => {
  const counts: Record<string, number> = {};
  for (const q of attempt.questions)
    counts[q.domain ?? 'untagged'] = (counts[q.domain ?? 'untagged'] ?? 0) + 1;
  return counts;
};

test('a bank smaller than the blueprint gives what it has in the same proportions, and says so', async () => {
  const response = await api.start(token, { mock: 'PMP', mode: 'exam' });
  expect(response.statusCode).toBe(201);
  const attempt = attemptOf(response);
  // 106 questions (90 tagged + 16 untagged) fill at most 20 + 16 People slots = 36 → 109
  // questions of 33 %; the largest mock that fits is 106 → People 35, Process 43, BE 28:
  // People takes its 20 and 15 untagged, BE its 20 and 1 untagged... bounded by the filler.
  const n = attempt.questions.length;
  expect(n).toBeLessThan(185);
  const counts = countBy(attempt);
  const people = counts.People ?? 0;
  const process = counts.Process ?? 0;
  const environment = counts['Business Environment'] ?? 0;
  expect(people).toBe(20);
  expect(environment).toBe(20);
  expect(people + process + environment + (counts.untagged ?? 0)).toBe(n);
  // The untagged fill the shortfalls: People + BE slots = round(n × 59 %).
  expect(Math.abs(people + environment + (counts.untagged ?? 0) - n * 0.59)).toBeLessThanOrEqual(1);
  expect(Math.abs(process - n * 0.41)).toBeLessThanOrEqual(1);
  expect(attempt.notice).toBe(
    `The PMP question bank is smaller than the blueprint's 185 questions: this mock has ${n}, in the same domain proportions, and ${Math.round((240 * n) / 185)} minutes.`,
  );
  const minutes =
    (new Date(attempt.deadline as string).getTime() - new Date(attempt.started_at).getTime()) /
    60_000;
  expect(minutes).toBeCloseTo((240 * n) / 185, 1);
  expect(attempt.sections).toHaveLength(3);
  expect(attempt.sections.flatMap((s) => s.question_ids)).toEqual(
    attempt.questions.map((q) => q.id),
  );
  expect(new Set(attempt.questions.map((q) => q.id)).size).toBe(n);
  expect(attempt.break_minutes).toBe(10);
  // Submitted: a running exam-mode mock would keep the key of its questions from a practice one.
  expect((await api.submit(token, attempt.id)).statusCode).toBe(200);
});

test('the active blueprint decides; the 2021 one is seeded inactive', async () => {
  const { rows } = await ctx.db.query<{ name: string; active: boolean; question_count: number }>(
    "SELECT name, active, question_count FROM blueprints WHERE category = 'PMP' ORDER BY id",
  );
  expect(rows).toEqual([
    { name: 'PMP 2026 ECO (from 9 July 2026)', active: true, question_count: 185 },
    { name: 'PMP 2021 ECO', active: false, question_count: 180 },
  ]);
  await ctx.db.query("UPDATE blueprints SET active = false WHERE category = 'PMP'");
  await ctx.db.query(
    `INSERT INTO blueprints (category, name, question_count, minutes, sections, break_minutes, domain_weights, active)
     VALUES ('PMP', 'small', 20, 40, 2, 0, '{"People": 50, "Process": 50}', true)`,
  );
  const attempt = attemptOf(await api.start(token, { mock: 'PMP', mode: 'practice' }));
  expect(attempt.questions).toHaveLength(20);
  expect(attempt.notice).toBeNull();
  expect(countBy(attempt)).toEqual({ People: 10, Process: 10 });
  expect(attempt.sections.map((s) => s.question_ids.length)).toEqual([10, 10]);
  expect(attempt.sections.every((s) => !s.break_after)).toBe(true);
});

test('each new mock, practice or exam, draws the questions its learner has not met before the ones met', async () => {
  await ctx.db.query("UPDATE blueprints SET active = false WHERE category = 'PMP'");
  await ctx.db.query(
    `INSERT INTO blueprints (category, name, question_count, minutes, sections, break_minutes, domain_weights, active)
     VALUES ('PMP', 'unseen first', 20, 40, 1, 0, '{"People": 50, "Process": 50}', true)`,
  );
  const learner = await newUser(ctx);
  await markPaid(ctx, learner.id, await ctx.courseId('pmp'));
  const { rows } = await ctx.db.query<{ domain: string; n: number }>(
    `SELECT q.domain, count(*)::int AS n FROM questions q
     LEFT JOIN topics t ON t.id = q.topic_id LEFT JOIN exams e ON e.id = q.exam_id
     WHERE coalesce(t.category, e.category) = 'PMP' AND q.domain IN ('People', 'Process')
     GROUP BY 1`,
  );
  const bank = Object.fromEntries(rows.map((row) => [row.domain, row.n]));
  // Set up above: 20 People questions (two mocks' worth) and 50 Process (five).
  expect(bank).toEqual({ People: 20, Process: 50 });

  const met = new Set<number>();
  const take = async (mode: 'practice' | 'exam') => {
    const attempt = attemptOf(await api.start(learner.token, { mock: 'PMP', mode }));
    expect(attempt.questions).toHaveLength(20);
    // A practice mock is left running: its questions count as met all the same.
    if (mode === 'exam') expect((await api.submit(learner.token, attempt.id)).statusCode).toBe(200);
    return attempt.questions;
  };
  const newlyMet = (questions: Attempt['questions'], domain: string) => {
    const ids = questions.filter((q) => q.domain === domain).map((q) => q.id);
    return ids.filter((id) => !met.has(id));
  };

  // First and second mocks (practice, then exam): 10 People and 10 Process each, none repeated.
  for (const mode of ['practice', 'exam'] as const) {
    const questions = await take(mode);
    expect(newlyMet(questions, 'People')).toHaveLength(10);
    expect(newlyMet(questions, 'Process')).toHaveLength(10);
    for (const q of questions) met.add(q.id);
  }
  // Third: every People question has been met, so those repeat; Process still has 30 unmet.
  const third = await take('practice');
  expect(newlyMet(third, 'People')).toHaveLength(0);
  expect(newlyMet(third, 'Process')).toHaveLength(10);
});
