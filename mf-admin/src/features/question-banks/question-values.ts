// The question form's values and the body they make (contract/src/admin/questions.ts).
import type { AdminQuestion, QuestionDomain, QuestionInput } from '../../lib/admin-types';
import type { BankKind } from './banks-api';
import { bankField } from './questions-api';

export const QUESTION_DOMAINS: readonly QuestionDomain[] = [
  'People',
  'Process',
  'Business Environment',
];
/** contract MIN_ANSWERS / MAX_ANSWERS (a runtime import of the contract is not allowed here). */
export const MIN_ANSWERS = 2;
export const MAX_ANSWERS = 6;

export interface AnswerValues {
  /** Keeps a row's identity while rows are added and removed (React key, focus). */
  key: string;
  text: string;
  is_correct: boolean;
  /** The answer's current image URL, sent back so the API keeps it; null for none. */
  img: string | null;
}

export interface QuestionValues {
  text: string;
  question_type: 'OC' | 'MC';
  /** '' for none. */
  domain: QuestionDomain | '';
  task: string;
  explanation: string;
  answers: AnswerValues[];
}

let nextKey = 0;
export const newAnswerKey = () => `answer-${(nextKey += 1)}`;

export const blankAnswer = (): AnswerValues => ({
  key: newAnswerKey(),
  text: '',
  is_correct: false,
  img: null,
});

export function questionValues(question: AdminQuestion | null): QuestionValues {
  if (!question)
    return {
      text: '',
      question_type: 'OC',
      domain: '',
      task: '',
      explanation: '',
      answers: Array.from({ length: 4 }, blankAnswer),
    };
  return {
    text: question.text,
    question_type: question.question_type,
    domain: question.domain ?? '',
    task: question.task ?? '',
    explanation: question.explanation,
    answers: question.answers.map((answer) => ({
      key: newAnswerKey(),
      text: answer.text,
      is_correct: answer.is_correct,
      img: answer.img,
    })),
  };
}

/** The body of a save: the bank named by its field, the answers in the rows' order. */
export function questionInput(
  values: QuestionValues,
  kind: BankKind,
  bankId: number,
): QuestionInput {
  return {
    [bankField(kind)]: bankId,
    text: values.text.trim(),
    question_type: values.question_type,
    domain: values.domain || null,
    task: values.task.trim() || null,
    explanation: values.explanation.trim(),
    answers: values.answers.map((answer) => ({
      text: answer.text.trim(),
      is_correct: answer.is_correct,
      ...(answer.img ? { img: answer.img } : {}),
    })),
  };
}

/**
 * Ticking an answer correct. In an OC question it behaves as a radio: the others are unticked,
 * so an OC question never has two correct answers by a slip of the mouse.
 */
export function withCorrect(
  values: QuestionValues,
  index: number,
  correct: boolean,
): AnswerValues[] {
  return values.answers.map((answer, at) => {
    if (at === index) return { ...answer, is_correct: correct };
    if (correct && values.question_type === 'OC') return { ...answer, is_correct: false };
    return answer;
  });
}
