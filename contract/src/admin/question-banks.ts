import { Type, type Static } from 'typebox';
import { Body, Text } from '../common';
import { AdminListQuery } from './common';

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
  category: Type.Optional(Type.String({ maxLength: 50 })),
});
export type QuestionBankListQuery = Static<typeof QuestionBankListQuery>;

const bankFields = {
  name: Text(200, 1),
  category: Text(50, 1),
  position: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
};

export const CreateQuestionBankBody = Body({
  name: bankFields.name,
  category: bankFields.category,
  position: Type.Optional(bankFields.position),
});
export type CreateQuestionBankBody = Static<typeof CreateQuestionBankBody>;

export const UpdateQuestionBankBody = Body({
  name: Type.Optional(bankFields.name),
  category: Type.Optional(bankFields.category),
  position: Type.Optional(bankFields.position),
});
export type UpdateQuestionBankBody = Static<typeof UpdateQuestionBankBody>;
