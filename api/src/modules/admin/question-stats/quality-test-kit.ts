import type { Attempt } from '@academy/contract';
import { json, markPaid, newUser, type TestContext } from '../../../test/helpers';
import { attemptOf, attemptsApi } from '../../attempts/attempt-test-kit';

/** A question of a test bank, as the back-office created it. */
export interface BankQuestion {
  id: number;
  text: string;
  answers: { id: number; text: string; is_correct: boolean }[];
}

/** A topic (or exam) of the PMP category with these questions, made through the back-office API. */
export async function createBank(
  ctx: TestContext,
  staffToken: string,
  kind: 'topics' | 'exams',
  name: string,
  questions: { text: string; question_type: 'OC' | 'MC'; answers: [string, boolean][] }[],
): Promise<{ id: number; questions: BankQuestion[] }> {
  const bank = json<{ id: number }>(
    await ctx.request({
      method: 'POST',
      url: `/api/admin/${kind}/`,
      payload: { name, category: 'PMP' },
      token: staffToken,
    }),
  );
  const created: BankQuestion[] = [];
  for (const [position, question] of questions.entries()) {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/admin/questions/',
      token: staffToken,
      payload: {
        [kind === 'topics' ? 'topic' : 'exam']: bank.id,
        position,
        text: question.text,
        question_type: question.question_type,
        answers: question.answers.map(([text, is_correct]) => ({ text, is_correct })),
      },
    });
    if (response.statusCode !== 201) throw new Error(`question not created: ${response.body}`);
    created.push(json<BankQuestion>(response));
  }
  return { id: bank.id, questions: created };
}

/** A new learner who owns the PMP course (so the PMP banks are theirs to practise). */
export async function payingLearner(ctx: TestContext) {
  const learner = await newUser(ctx);
  await markPaid(ctx, learner.id, await ctx.courseId('pmp'));
  return learner;
}

/** The id of a question's answer by its text. */
export function answerId(question: BankQuestion, text: string): number {
  const answer = question.answers.find((candidate) => candidate.text === text);
  if (!answer) throw new Error(`no answer "${text}" in "${question.text}"`);
  return answer.id;
}

/**
 * A learner takes the bank through the attempts API: starts, answers (by answer text; questions
 * left out stay unanswered), and submits unless told not to. Returns the attempt as started.
 */
export async function takeBank(
  ctx: TestContext,
  token: string,
  bank: { kind: 'topic' | 'exam'; id: number },
  mode: 'exam' | 'practice',
  answers: Map<BankQuestion, string | string[]>,
  submit = true,
): Promise<Attempt> {
  const api = attemptsApi(ctx);
  const started = await api.start(token, { [bank.kind]: bank.id, mode });
  if (started.statusCode !== 201) throw new Error(`attempt not started: ${started.body}`);
  const attempt = attemptOf(started);
  for (const [question, given] of answers) {
    const answer = Array.isArray(given)
      ? given.map((text) => answerId(question, text))
      : answerId(question, given);
    const saved = await api.save(token, attempt.id, question.id, { answer });
    if (saved.statusCode !== 200) throw new Error(`answer not saved: ${saved.body}`);
  }
  if (submit) {
    const submitted = await api.submit(token, attempt.id);
    if (submitted.statusCode !== 200) throw new Error(`not submitted: ${submitted.body}`);
  }
  return attempt;
}
