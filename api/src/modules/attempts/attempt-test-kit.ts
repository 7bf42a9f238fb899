import type { Attempt } from '@academy/contract';
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

/** The right answer to a practice-mode question (which carries is_correct). */
export function rightAnswer(question: Attempt['questions'][number]): number | number[] {
  const ids = question.answers.filter((answer) => answer.is_correct).map((answer) => answer.id);
  return question.question_type === 'OC' ? (ids[0] as number) : ids;
}

/** The right answer to a question, read from the bank (exam mode shows none). */
export async function correctAnswerOf(
  ctx: TestContext,
  question: Attempt['questions'][number],
): Promise<number | number[]> {
  const { rows } = await ctx.db.query<{ id: number }>(
    'SELECT id FROM answers WHERE question_id = $1 AND is_correct ORDER BY id',
    [question.id],
  );
  const ids = rows.map((row) => row.id);
  return question.question_type === 'OC' ? (ids[0] as number) : ids;
}
