/**
 * What a learner's answer to each question type looks like, when it is well formed, and when it is
 * right. One rule per `question_type`: MATCH, HOTSPOT and FILL (DESIGN §12) each slot in as one
 * more entry of `ANSWER_RULES`.
 */

export type GradableQuestionType = 'OC' | 'MC';

export interface GradableAnswer {
  id: number;
  is_correct: boolean;
}

export interface GradableQuestion {
  id: number;
  question_type: GradableQuestionType;
  /** MC: how many answers to pick (the real exam says "Choose two"); null elsewhere. */
  choose?: number | null;
  /** PMI's domain (People, Process, Business Environment), or null when untagged. */
  domain?: string | null;
  answers: readonly GradableAnswer[];
}

/** OC: one answer id; MC: the ids picked. null (or absent): not answered. */
export type LearnerAnswer = number | number[] | null;

export interface AnswerRule {
  /** Why `raw` is not an answer to `question` (wrong shape, an id it does not have), or null. */
  problem(question: GradableQuestion, raw: unknown): string | null;
  /** Whether a well-formed answer is right. */
  isCorrect(question: GradableQuestion, answer: NonNullable<LearnerAnswer>): boolean;
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

function unknownIds(question: GradableQuestion, ids: readonly number[]): number[] {
  const known = new Set(question.answers.map((answer) => answer.id));
  return ids.filter((id) => !known.has(id));
}

const correctIds = (question: GradableQuestion) =>
  question.answers.filter((answer) => answer.is_correct).map((answer) => answer.id);

/** OC: the single correct answer. */
const oneChoice: AnswerRule = {
  problem(question, raw) {
    if (!isId(raw)) return 'A one-answer question takes one answer id.';
    return unknownIds(question, [raw]).length > 0
      ? `Invalid pk "${raw}" - object does not exist.`
      : null;
  },
  isCorrect(question, answer) {
    const correct = correctIds(question);
    return correct.length === 1 && answer === correct[0];
  },
};

/** MC: all-or-nothing, the picked set equals the correct set exactly (spec section 5). */
const severalChoices: AnswerRule = {
  problem(question, raw) {
    if (!Array.isArray(raw) || !raw.every(isId)) {
      return 'A several-answer question takes a list of answer ids.';
    }
    const unknown = unknownIds(question, raw);
    if (unknown.length > 0) return `Invalid pk "${unknown[0]}" - object does not exist.`;
    return new Set(raw).size === raw.length ? null : 'An answer id is listed twice.';
  },
  isCorrect(question, answer) {
    const picked = new Set(Array.isArray(answer) ? answer : [answer]);
    const expected = correctIds(question);
    return (
      expected.length > 0 &&
      picked.size === expected.length &&
      expected.every((id) => picked.has(id))
    );
  },
};

export const ANSWER_RULES: Record<GradableQuestionType, AnswerRule> = {
  OC: oneChoice,
  MC: severalChoices,
};

/** Why `raw` cannot be saved as the answer to `question`, or null; null itself clears an answer. */
export function answerProblem(question: GradableQuestion, raw: unknown): string | null {
  if (raw === null) return null;
  return ANSWER_RULES[question.question_type].problem(question, raw);
}

/** Whether `answer` is right; an unanswered or malformed answer is wrong. */
export function isAnswerCorrect(question: GradableQuestion, answer: unknown): boolean {
  if (answer === null || answer === undefined) return false;
  if (answerProblem(question, answer) !== null) return false;
  return ANSWER_RULES[question.question_type].isCorrect(
    question,
    answer as NonNullable<LearnerAnswer>,
  );
}

/** MC's `choose` when the bank does not say: the number of correct answers. */
export function chooseCount(question: Pick<GradableQuestion, 'question_type' | 'answers'>) {
  return question.question_type === 'MC' ? correctIds(question as GradableQuestion).length : null;
}
