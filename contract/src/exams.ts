import { Type, type Static } from 'typebox';
import { IdParam, MediaUrl, NamedRecord } from './common';

/** Category names as they appear in exam URLs: letters, digits, '_' and '-'. */
export const CategoryName = Type.String({ pattern: '^[A-Za-z0-9_-]{1,50}$' });

export const CategoryParams = Type.Object({ category: CategoryName });
export type CategoryParams = Static<typeof CategoryParams>;

export const QuestionBankParams = Type.Object({ category: CategoryName, id: IdParam });
export type QuestionBankParams = Static<typeof QuestionBankParams>;

/** A topic quiz or a practice exam, as its category lists it. */
export const QuestionBankSummary = NamedRecord;
export type QuestionBankSummary = Static<typeof QuestionBankSummary>;

export const Answer = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  img: MediaUrl,
  is_correct: Type.Boolean(),
});
export type Answer = Static<typeof Answer>;

/** OC: one correct answer; MC: several. */
export const QuestionType = Type.Enum(['OC', 'MC']);
export type QuestionType = Static<typeof QuestionType>;

export const Question = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  question_type: QuestionType,
  img: MediaUrl,
  explanation: Type.String(),
  answers: Type.Array(Answer),
});
export type Question = Static<typeof Question>;

/** A topic quiz or a practice exam with its questions (paid content, DESIGN §4). */
export const QuestionBank = Type.Object({
  ...QuestionBankSummary.properties,
  questions: Type.Array(Question),
});
export type QuestionBank = Static<typeof QuestionBank>;
