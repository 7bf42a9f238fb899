// What the question banks' tests make through the real API before opening a screen.
import type { AdminQuestion, AdminQuestionBank } from '@academy/contract';
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
