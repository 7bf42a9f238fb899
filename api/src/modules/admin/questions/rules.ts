import { MAX_ANSWERS, MIN_ANSWERS, type QuestionDomain } from '@academy/contract';

/**
 * A question as it will be stored, whichever way it came (a form, a PATCH merged with the stored
 * question, a line of an imported file): the one thing the rules below check.
 */
export interface QuestionDraft {
  text: string;
  question_type: 'OC' | 'MC';
  explanation: string;
  domain: QuestionDomain | null;
  task: string | null;
  /** A stored media name, or null. */
  img: string | null;
  answers: { text: string; is_correct: boolean; img: string | null }[];
}

export interface Problem {
  field: string;
  message: string;
}

export const NO_CORRECT_ANSWER = 'Mark at least one answer correct.';
export const OC_NEEDS_ONE_CORRECT = 'A one-answer question (OC) has exactly one correct answer.';
export const BLANK = 'This field may not be blank.';

/** What makes a question unanswerable or ungradable; empty when it is fine. */
export function questionProblems(draft: QuestionDraft): Problem[] {
  const problems: Problem[] = [];
  if (!draft.text.trim()) problems.push({ field: 'text', message: BLANK });
  const { answers } = draft;
  if (answers.length < MIN_ANSWERS) {
    problems.push({
      field: 'answers',
      message: `A question needs at least ${MIN_ANSWERS} answers.`,
    });
  }
  if (answers.length > MAX_ANSWERS) {
    problems.push({ field: 'answers', message: `A question has at most ${MAX_ANSWERS} answers.` });
  }
  answers.forEach((answer, index) => {
    if (!answer.text.trim()) {
      problems.push({ field: 'answers', message: `Answer ${index + 1} may not be blank.` });
    }
  });
  const correct = answers.filter((answer) => answer.is_correct).length;
  if (answers.length > 0 && correct === 0) {
    problems.push({ field: 'answers', message: NO_CORRECT_ANSWER });
  }
  if (draft.question_type === 'OC' && correct > 1) {
    problems.push({ field: 'answers', message: OC_NEEDS_ONE_CORRECT });
  }
  return problems;
}
