/**
 * What a learner's answer to each question type looks like, when it is well formed, and when it is
 * right (docs/design/exam-attempts.md#question-types): one rule per `question_type` in
 * `ANSWER_RULES`, all or nothing.
 */

export const QUESTION_TYPES = ['OC', 'MC', 'MATCH', 'HOTSPOT', 'FILL'] as const;
export type GradableQuestionType = (typeof QUESTION_TYPES)[number];

/** A HOTSPOT region: a rectangle in percent (0–100) of the question's image. */
export interface Region {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * One row of a question's answers. OC/MC: an option; MATCH: an item (`side` left, `match_id` its
 * right row) or a right-hand answer; HOTSPOT: a region; FILL: an accepted value (`is_correct`).
 */
export interface GradableAnswer {
  id: number;
  is_correct?: boolean;
  text?: string;
  side?: 'left' | 'right' | null;
  match_id?: number | null;
  region?: Region | null;
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

/** MATCH: a left row's id (as a JSON key) → the right row's id. */
export type MatchAnswer = Record<string, number>;

/**
 * OC, HOTSPOT: an answer id; MC: the ids picked; MATCH: pairs; FILL: the typed text.
 * null (or absent): not answered.
 */
export type LearnerAnswer = number | number[] | MatchAnswer | string | null;

/** The longest typed answer a FILL question takes. */
export const FILL_MAX_LENGTH = 200;

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

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

/** MC: all-or-nothing, the picked set equals the correct set exactly (docs/specification.md §5). */
const severalChoices: AnswerRule = {
  problem(question, raw) {
    if (!Array.isArray(raw) || !raw.every(isId)) {
      return 'A several-answer question takes a list of answer ids.';
    }
    const unknown = unknownIds(question, raw);
    if (unknown.length > 0) return `Invalid pk "${unknown[0]}" - object does not exist.`;
    if (new Set(raw).size !== raw.length) return 'An answer id is listed twice.';
    const limit = question.choose ?? null;
    return limit !== null && raw.length > limit
      ? `Choose at most ${limit} answers for this question.`
      : null;
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

const sideIds = (question: GradableQuestion, side: 'left' | 'right') =>
  new Set(question.answers.filter((answer) => answer.side === side).map((answer) => answer.id));

/**
 * MATCH: `{left_id: right_id}`; right when every item is paired with its own answer. A partial
 * matching is well formed (saved while the learner works) and graded wrong.
 */
const matching: AnswerRule = {
  problem(question, raw) {
    if (!isObject(raw)) return 'A matching question takes an object of item id → answer id.';
    const lefts = sideIds(question, 'left');
    const rights = sideIds(question, 'right');
    for (const [key, value] of Object.entries(raw)) {
      if (!/^[1-9][0-9]{0,8}$/.test(key) || !lefts.has(Number(key))) {
        return `Invalid pk "${key}" - object does not exist.`;
      }
      if (!isId(value) || !rights.has(value)) {
        return `Invalid pk "${String(value)}" - object does not exist.`;
      }
    }
    return null;
  },
  isCorrect(question, answer) {
    const pairs = answer as MatchAnswer;
    const items = question.answers.filter((row) => row.side === 'left');
    return items.length > 0 && items.every((item) => pairs[String(item.id)] === item.match_id);
  },
};

/** HOTSPOT: one region's id, right when it is the correct region (as OC). */
const hotspot: AnswerRule = {
  problem(question, raw) {
    if (!isId(raw)) return 'A hotspot question takes one region id.';
    return unknownIds(question, [raw]).length > 0
      ? `Invalid pk "${raw}" - object does not exist.`
      : null;
  },
  isCorrect: oneChoice.isCorrect,
};

/**
 * A typed answer as compared: trimmed, case-folded, inner runs of spaces as one. A number (with
 * or without thousands separators, in any JS form: "0.8", ".80", "8e-1", "1,000") as its value.
 */
export function normaliseFill(text: string): string | number {
  const folded = text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  const numeric = folded.replace(/(\d),(?=\d{3}(\D|$))/g, '$1');
  if (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/.test(numeric)) {
    const value = Number(numeric);
    if (Number.isFinite(value)) return value;
  }
  return folded;
}

/** FILL: the typed text, right when it equals an accepted value (see `normaliseFill`). */
const fillIn: AnswerRule = {
  problem(_question, raw) {
    if (typeof raw !== 'string') return 'A fill-in question takes the typed text.';
    return raw.length > FILL_MAX_LENGTH
      ? `Ensure this field has no more than ${FILL_MAX_LENGTH} characters.`
      : null;
  },
  isCorrect(question, answer) {
    const typed = normaliseFill(String(answer));
    if (typed === '') return false;
    return question.answers.some(
      (accepted) =>
        accepted.is_correct !== false &&
        accepted.text !== undefined &&
        normaliseFill(accepted.text) === typed,
    );
  },
};

export const ANSWER_RULES: Record<GradableQuestionType, AnswerRule> = {
  OC: oneChoice,
  MC: severalChoices,
  MATCH: matching,
  HOTSPOT: hotspot,
  FILL: fillIn,
};

/** Why `raw` cannot be saved as the answer to `question`, or null; null itself clears an answer. */
export function answerProblem(question: GradableQuestion, raw: unknown): string | null {
  if (raw === null) return null;
  const rule = ANSWER_RULES[question.question_type];
  return rule ? rule.problem(question, raw) : `Unknown question type ${question.question_type}.`;
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
