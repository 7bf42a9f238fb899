// What the question banks' tests make through the real API before opening a screen.
import type { AdminQuestion, AdminQuestionBank } from '@academy/contract';
// Not a React hook: points the client at the real API (as render-admin.tsx does).
import { useRealApi as pointAtRealApi } from '@academy/shared/testing';
import { freshStaffSession, logInAsStaff } from '../../testing/render-admin';
import { categoriesApi } from '../categories/api';
import { bankApis, questionsApi, type BankKind, type QuestionInput } from './api';

/** A category no other run uses; letters, digits and '-' only, as exam URLs (and blueprints) need. */
export async function makeCategory(prefix: string): Promise<string> {
  const name = `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await categoriesApi.create({ name });
  return name;
}

export async function makeBanks(
  kind: BankKind,
  category: string,
  names: string[],
): Promise<AdminQuestionBank[]> {
  const banks: AdminQuestionBank[] = [];
  for (const name of names) banks.push(await bankApis[kind].create({ name, category }));
  return banks;
}

/**
 * The question form suites' set-up: staff logged in to the real API, one new topic bank in a new
 * category, a fresh session before each test. Returns the bank's id (known once beforeAll ran).
 */
export function setUpNewTopic(categoryPrefix: string, topicName: string): () => number {
  let topicId: number | undefined;
  beforeAll(async () => {
    pointAtRealApi();
    await logInAsStaff();
    const category = await makeCategory(categoryPrefix);
    topicId = (await makeBanks('topics', category, [topicName]))[0]!.id;
  });
  beforeEach(freshStaffSession);
  return () => {
    if (topicId === undefined) throw new Error('setUpNewTopic: read outside a test');
    return topicId;
  };
}

/** An OC question with two answers, the first correct, unless told otherwise. */
export function makeQuestion(
  bank: { topic: number } | { exam: number },
  fields: Partial<QuestionInput> & { text: string },
): Promise<AdminQuestion> {
  return questionsApi.create({
    question_type: 'OC',
    explanation: '',
    domain: null,
    task: null,
    answers: [
      { text: 'Right', is_correct: true },
      { text: 'Wrong', is_correct: false },
    ],
    ...bank,
    ...fields,
  });
}
