import { Type, type Static } from 'typebox';
import { Body, PartialBody, Text } from '../common';
import { AdminListQuery } from './common';
import { QUESTION_BANK_LIMITS } from '../rules';

/**
 * A topic quiz or a practice exam in the back-office (both have the same shape). `category` is a
 * category's name, as the public exam URLs spell it; `key` is the import format's stable name.
 */
export const AdminQuestionBank = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  category: Type.String(),
  position: Type.Integer(),
  questions_count: Type.Integer(),
  key: Type.String({ description: 'Stable name in the content import format; never changes.' }),
});
export type AdminQuestionBank = Static<typeof AdminQuestionBank>;

export const QuestionBankListQuery = Type.Object({
  ...AdminListQuery.properties,
  category: Type.Optional(Type.String({ maxLength: QUESTION_BANK_LIMITS.category })),
});
export type QuestionBankListQuery = Static<typeof QuestionBankListQuery>;

const bankFields = {
  name: Text(QUESTION_BANK_LIMITS.name, 1),
  category: Text(QUESTION_BANK_LIMITS.category, 1),
  position: Type.Integer({ minimum: 0, maximum: QUESTION_BANK_LIMITS.position }),
};

export const CreateQuestionBankBody = Body({
  name: bankFields.name,
  category: bankFields.category,
  position: Type.Optional(bankFields.position),
});
export type CreateQuestionBankBody = Static<typeof CreateQuestionBankBody>;

export const UpdateQuestionBankBody = PartialBody(CreateQuestionBankBody);
export type UpdateQuestionBankBody = Static<typeof UpdateQuestionBankBody>;
