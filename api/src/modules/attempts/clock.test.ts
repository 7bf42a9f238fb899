import type { Attempt, AttemptResult, AttemptSummaryPage } from '@academy/contract';
import { json, markPaid, newUser } from '../../test/helpers';
import { appSuite } from '../../test/suite';
import {
  attemptOf,
  attemptsApi,
  correctAnswerOf,
  expectNoAnswerLeak,
  TestClock,
} from './attempt-test-kit';

let api: ReturnType<typeof attemptsApi>;
const clock = new TestClock();

const ctx = appSuite({ services: { clock } });
beforeAll(async () => {
  api = attemptsApi(ctx);
});
/** A learner who owns PMP, with `extra` questions tagged into a bigger bank for the mocks. */
async function pmpLearner(multiplier = 1) {
  const user = await newUser(ctx);
  await markPaid(ctx, user.id, await ctx.courseId('pmp'));
  await ctx.db.query('UPDATE users SET time_multiplier = $2 WHERE id = $1', [user.id, multiplier]);
  return user;
}

const seconds = (from: string, to: string | null) =>
  (new Date(to as string).getTime() - new Date(from).getTime()) / 1000;

test('at the deadline the server submits by itself: the next read shows it submitted, a save is 409', async () => {
  const { token } = await pmpLearner();
  const attempt = attemptOf(await api.start(token, { mock: 'PMP', mode: 'exam' }));
  const first = attempt.questions[0] as Attempt['questions'][number];
  await api.save(token, attempt.id, first.id, { answer: await correctAnswerOf(ctx, first) });
  const left = seconds(attempt.server_time, attempt.deadline);
  clock.advance(left - 1);
  expect(attemptOf(await api.read(token, attempt.id)).status).toBe('in_progress');
  clock.advance(1);
  const read = await api.read(token, attempt.id);
  expectNoAnswerLeak(read.body);
  expect(attemptOf(read)).toMatchObject({
    status: 'submitted',
    submitted_by: 'deadline',
    submitted_at: attempt.deadline,
    result: { correct: 1, total: attempt.questions.length },
  });
  const late = await api.save(token, attempt.id, first.id, { answer: null });
  expect([late.statusCode, json(late)]).toEqual([
    409,
    {
      detail:
        'Time is up: the attempt was submitted at its deadline, and its answers can no longer change.',
    },
  ]);
  expect(json<AttemptResult>(await api.submit(token, attempt.id)).correct).toBe(1);
});

test('a save after the deadline is refused and submits the attempt as of its deadline', async () => {
  const { token } = await pmpLearner();
  const attempt = attemptOf(await api.start(token, { mock: 'PMP', mode: 'exam' }));
  clock.advance(seconds(attempt.server_time, attempt.deadline) + 30);
  const question = attempt.questions[0]?.id as number;
  const late = await api.save(token, attempt.id, question, { flagged: true });
  expect(late.statusCode).toBe(409);
  const after = attemptOf(await api.read(token, attempt.id));
  expect(after).toMatchObject({ status: 'submitted', submitted_at: attempt.deadline, flags: [] });
});

test('listing my attempts submits those whose time ran out', async () => {
  const { token } = await pmpLearner();
  const attempt = attemptOf(await api.start(token, { mock: 'PMP', mode: 'exam' }));
  expect(
    json<AttemptSummaryPage>(await api.list(token, '?status=in_progress')).results,
  ).toHaveLength(1);
  clock.advance(seconds(attempt.server_time, attempt.deadline));
  expect(json<AttemptSummaryPage>(await api.list(token, '?status=in_progress')).results).toEqual(
    [],
  );
  const [submitted] = json<AttemptSummaryPage>(await api.list(token, '?status=submitted')).results;
  expect(submitted).toMatchObject({ id: attempt.id, submitted_by: 'deadline' });
});

test('the time multiplier stretches the deadline and the breaks', async () => {
  const plain = await pmpLearner(1);
  const stretched = await pmpLearner(1.5);
  const a = attemptOf(await api.start(plain.token, { mock: 'PMP', mode: 'exam' }));
  const b = attemptOf(await api.start(stretched.token, { mock: 'PMP', mode: 'exam' }));
  expect(b.time_multiplier).toBe(1.5);
  expect(seconds(b.started_at, b.deadline)).toBe(seconds(a.started_at, a.deadline) * 1.5);
  const onBreak = attemptOf(await api.finishSection(stretched.token, b.id, 0, { break: true }));
  expect(seconds(onBreak.break!.started_at, onBreak.break!.ends_at)).toBe(15 * 60);
});

test('sections: a left section is locked, the next not started; a break does not use exam time', async () => {
  const { token } = await pmpLearner();
  const attempt = attemptOf(await api.start(token, { mock: 'PMP', mode: 'exam' }));
  expect(attempt.sections.map((s) => s.break_after)).toEqual([true, true, false]);
  const [s0, s1, s2] = attempt.sections as [
    Attempt['sections'][number],
    Attempt['sections'][number],
    Attempt['sections'][number],
  ];
  const notYet = await api.save(token, attempt.id, s1.question_ids[0] as number, { flagged: true });
  expect([notYet.statusCode, json(notYet)]).toEqual([
    409,
    { detail: 'Section 2 has not started yet.' },
  ]);
  expect((await api.finishSection(token, attempt.id, 1)).statusCode).toBe(409);

  clock.advance(60);
  const onBreak = await api.finishSection(token, attempt.id, 0, { break: true });
  expect(onBreak.statusCode).toBe(200);
  expectNoAnswerLeak(onBreak.body);
  expect(attemptOf(onBreak)).toMatchObject({
    current_section: 1,
    break: { started_at: clock.now().toISOString() },
  });
  expect(attemptOf(onBreak).sections.map((s) => s.locked)).toEqual([true, false, false]);
  const locked = await api.save(token, attempt.id, s0.question_ids[0] as number, { flagged: true });
  expect([locked.statusCode, json(locked)]).toEqual([
    409,
    { detail: 'You are on a break: end it to go on with section 2.' },
  ]);

  // A 4-minute break moves the deadline on by 4 minutes.
  clock.advance(240);
  const back = attemptOf(await api.endBreak(token, attempt.id));
  expect(back.break).toBeNull();
  expect(seconds(attempt.deadline as string, back.deadline)).toBe(240);
  expect((await api.endBreak(token, attempt.id)).statusCode).toBe(409);
  const lockedNow = await api.save(token, attempt.id, s0.question_ids[0] as number, {
    flagged: true,
  });
  expect([lockedNow.statusCode, json(lockedNow)]).toEqual([
    409,
    { detail: 'Section 1 is locked: it was left.' },
  ]);
  expect(
    (await api.save(token, attempt.id, s1.question_ids[0] as number, { flagged: true })).statusCode,
  ).toBe(200);

  // A break left running counts at most its length (10 minutes), then the exam clock runs again.
  const second = attemptOf(await api.finishSection(token, attempt.id, 1, { break: true }));
  expect(second.current_section).toBe(2);
  clock.advance(600 + 30);
  const later = attemptOf(await api.read(token, attempt.id));
  expect(later.break).toBeNull();
  expect(seconds(attempt.deadline as string, later.deadline)).toBe(240 + 600);
  const last = await api.finishSection(token, attempt.id, 2);
  expect([last.statusCode, json(last)]).toEqual([
    409,
    { detail: 'The last section ends with submitting the attempt.' },
  ]);
  expect(
    (await api.save(token, attempt.id, s2.question_ids[0] as number, { flagged: true })).statusCode,
  ).toBe(200);
});
