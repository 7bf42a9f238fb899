import { Type, type Static } from 'typebox';
import { ArabicText, IdParam, MediaUrl, NamedRecord } from './common';

/** Category names as they appear in exam URLs: letters, digits, '_' and '-'. */
export const CategoryName = Type.String({ pattern: '^[A-Za-z0-9_-]{1,50}$' });

export const CategoryParams = Type.Object({ category: CategoryName });
export type CategoryParams = Static<typeof CategoryParams>;

export const QuestionBankParams = Type.Object({ category: CategoryName, id: IdParam });
export type QuestionBankParams = Static<typeof QuestionBankParams>;

/** A topic quiz or a practice exam, as its category lists it. */
export const QuestionBankSummary = NamedRecord;
export type QuestionBankSummary = Static<typeof QuestionBankSummary>;

/** A HOTSPOT region: a rectangle in percent (0–100) of the question's image. */
export const Region = Type.Object({
  x: Type.Number({ minimum: 0, maximum: 100 }),
  y: Type.Number({ minimum: 0, maximum: 100 }),
  w: Type.Number({ exclusiveMinimum: 0, maximum: 100 }),
  h: Type.Number({ exclusiveMinimum: 0, maximum: 100 }),
});
export type Region = Static<typeof Region>;

export const NullableRegion = Type.Union([Region, Type.Null()]);

/**
 * One row of a question's answers (docs/design/exam-attempts.md#question-types). OC/MC: an option;
 * MATCH: an item (`side` left, `match_id` the right row it pairs with) or an answer (`side` right);
 * HOTSPOT: a region with its label as `text`; FILL: an accepted value.
 */
export const Answer = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  text_ar: ArabicText,
  img: MediaUrl,
  is_correct: Type.Boolean(),
  side: Type.Union([Type.Enum(['left', 'right']), Type.Null()]),
  match_id: Type.Union([Type.Integer(), Type.Null()]),
  region: NullableRegion,
});
export type Answer = Static<typeof Answer>;

/**
 * OC: one correct answer; MC: several (`choose`); MATCH: pairs; HOTSPOT: a region of the image;
 * FILL: a typed answer.
 */
export const QuestionType = Type.Enum(['OC', 'MC', 'MATCH', 'HOTSPOT', 'FILL']);
export type QuestionType = Static<typeof QuestionType>;

/** What a question shows whoever asks: the learner's bank, an exam-mode attempt, staff. */
export const QuestionStem = {
  text: Type.String(),
  text_ar: ArabicText,
  question_type: QuestionType,
  /** MC: how many answers to pick ("Choose 2"); null: every correct answer, and other types. */
  choose: Type.Union([Type.Integer(), Type.Null()]),
  img: MediaUrl,
};

export const Question = Type.Object({
  id: Type.Integer(),
  ...QuestionStem,
  explanation: Type.String(),
  explanation_ar: ArabicText,
  domain: Type.Union([Type.String(), Type.Null()]),
  task: Type.Union([Type.String(), Type.Null()]),
  answers: Type.Array(Answer),
});
export type Question = Static<typeof Question>;

/**
 * A topic quiz or a practice exam with its questions (paid content,
 * docs/design/api.md#access-and-paid-content).
 */
export const QuestionBank = Type.Object({
  ...QuestionBankSummary.properties,
  questions: Type.Array(Question),
});
export type QuestionBank = Static<typeof QuestionBank>;
