import type { Attempt } from '@academy/contract';
import type { LearnerAnswer } from '@academy/contract/grading';
import type { Clock } from '../../lib/clock';
import { json, type TestContext } from '../../test/helpers';

/** A clock the tests move on by hand: the server's time, as the attempts read it. */
export class TestClock implements Clock {
  private current = new Date('2026-11-01T09:00:00.000Z');
  now(): Date {
    return new Date(this.current);
  }
  advance(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

/** Fails when a body carries a key that would give an answer away before submit. */
export function expectNoAnswerLeak(body: string): void {
  expect(body).not.toMatch(/"is_correct"|"explanation"/);
}

export async function bankIds(ctx: TestContext, kind: 'exams' | 'topics', category = 'PMP') {
  const { rows } = await ctx.db.query<{ id: number }>(
    `SELECT id FROM ${kind} WHERE category = $1 ORDER BY position, id`,
    [category],
  );
  return rows.map((row) => row.id);
}

export function attemptsApi(ctx: TestContext) {
  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token: string,
    payload?: unknown,
  ) =>
    ctx.request({
      method,
      url,
      token,
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  return {
    start: (token: string, body: Record<string, unknown>) =>
      call('POST', '/api/attempts/', token, body),
    read: (token: string, id: number) => call('GET', `/api/attempts/${id}/`, token),
    save: (token: string, id: number, questionId: number, body: Record<string, unknown>) =>
      call('PUT', `/api/attempts/${id}/responses/${questionId}/`, token, body),
    submit: (token: string, id: number) => call('POST', `/api/attempts/${id}/submit/`, token),
    review: (token: string, id: number) => call('GET', `/api/attempts/${id}/review/`, token),
    list: (token: string, query = '') => call('GET', `/api/attempts/${query}`, token),
    finishSection: (token: string, id: number, index: number, body: Record<string, unknown> = {}) =>
      call('POST', `/api/attempts/${id}/sections/${index}/finish/`, token, body),
    endBreak: (token: string, id: number) => call('POST', `/api/attempts/${id}/break/end/`, token),
  };
}

export const attemptOf = (response: { body: string }) => json<Attempt>(response);

type KeyRow = Pick<
  Attempt['questions'][number]['answers'][number],
  'id' | 'text' | 'is_correct' | 'side' | 'match_id'
>;

/** The right answer to a question of any type, from its rows with their key. */
export function keyOf(
  type: Attempt['questions'][number]['question_type'],
  rows: readonly KeyRow[],
): LearnerAnswer {
  const correct = rows.filter((row) => row.is_correct);
  switch (type) {
    case 'MC':
      return correct.map((row) => row.id);
    case 'MATCH':
      return Object.fromEntries(
        rows.filter((row) => row.side === 'left').map((row) => [String(row.id), row.match_id]),
      ) as LearnerAnswer;
    case 'FILL':
      return (correct[0] as KeyRow).text;
    default:
      return (correct[0] as KeyRow).id;
  }
}

/** The right answer to a practice-mode question (which carries the key). */
export function rightAnswer(question: Attempt['questions'][number]): LearnerAnswer {
  return keyOf(question.question_type, question.answers);
}

/** The right answer to a question, read from the bank (exam mode shows none). */
export async function correctAnswerOf(
  ctx: TestContext,
  question: Attempt['questions'][number],
): Promise<LearnerAnswer> {
  const { rows } = await ctx.db.query<KeyRow>(
    `SELECT id, text, is_correct, side, match_id FROM answers WHERE question_id = $1
     ORDER BY position, id`,
    [question.id],
  );
  return keyOf(question.question_type, rows);
}

export interface TaggedQuestion {
  domain: string | null;
  task?: string | null;
}

/**
 * A topic of the test's own, its OC questions tagged as given (each: 'right' is correct, 'wrong'
 * is not): tests of domains and tasks do not depend on how the demo bank is tagged.
 */
export async function addTaggedTopic(
  ctx: TestContext,
  key: string,
  questions: readonly TaggedQuestion[],
  category = 'PMP',
): Promise<{ topicId: number; questionIds: number[] }> {
  const { rows } = await ctx.db.query<{ id: number }>(
    'INSERT INTO topics (key, category, name, position) VALUES ($1, $2, $1, 1000) RETURNING id',
    [key, category],
  );
  const topicId = rows[0]?.id as number;
  const questionIds: number[] = [];
  for (const [position, { domain, task }] of questions.entries()) {
    const { rows: inserted } = await ctx.db.query<{ id: number }>(
      `INSERT INTO questions (topic_id, position, text, question_type, domain, task, explanation)
       VALUES ($1, $2, $3, 'OC', $4, $5, 'Because.') RETURNING id`,
      [topicId, position, `${key} ${position + 1}`, domain, task ?? null],
    );
    const id = inserted[0]?.id as number;
    await ctx.db.query(
      `INSERT INTO answers (question_id, position, text, is_correct)
       VALUES ($1, 0, 'right', true), ($1, 1, 'wrong', false)`,
      [id],
    );
    questionIds.push(id);
  }
  return { topicId, questionIds };
}

/** The answer id of 'right' or 'wrong' (addTaggedTopic's answers) of a question. */
export function answerOf(question: Attempt['questions'][number], which: 'right' | 'wrong'): number {
  const answer = question.answers.find((candidate) => candidate.text === which);
  if (!answer) throw new Error(`question ${question.id} has no '${which}' answer`);
  return answer.id;
}
