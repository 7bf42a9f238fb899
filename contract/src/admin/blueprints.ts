import { Type, type Static } from 'typebox';
import { Body, Text } from '../common';
import { CategoryName } from '../exams';
import { QuestionDomain } from './questions';

/**
 * A full mock's shape for a category (DESIGN §12): PMI changes it, so staff edit it. Weights are
 * percentages per domain summing to 100; the optional break follows every section but the last.
 * At most one blueprint per category is active: activating one deactivates the others.
 */
export const AdminBlueprint = Type.Object({
  id: Type.Integer(),
  category: Type.String(),
  name: Type.String(),
  question_count: Type.Integer(),
  minutes: Type.Integer(),
  sections: Type.Integer(),
  break_minutes: Type.Integer(),
  domain_weights: Type.Record(Type.String(), Type.Number()),
  active: Type.Boolean(),
});
export type AdminBlueprint = Static<typeof AdminBlueprint>;

const blueprintFields = {
  category: CategoryName,
  name: Text(200, 1),
  question_count: Type.Integer({ minimum: 1, maximum: 1000 }),
  minutes: Type.Integer({ minimum: 1, maximum: 1440 }),
  sections: Type.Integer({ minimum: 1, maximum: 20 }),
  break_minutes: Type.Integer({ minimum: 0, maximum: 120 }),
  domain_weights: Type.Record(QuestionDomain, Type.Number({ minimum: 0, maximum: 100 }), {
    minProperties: 1,
  }),
  active: Type.Boolean(),
};

export const CreateBlueprintBody = Body({
  category: blueprintFields.category,
  name: blueprintFields.name,
  question_count: blueprintFields.question_count,
  minutes: blueprintFields.minutes,
  sections: blueprintFields.sections,
  break_minutes: Type.Optional(blueprintFields.break_minutes),
  domain_weights: blueprintFields.domain_weights,
  active: Type.Optional(blueprintFields.active),
});
export type CreateBlueprintBody = Static<typeof CreateBlueprintBody>;

export const UpdateBlueprintBody = Body({
  category: Type.Optional(blueprintFields.category),
  name: Type.Optional(blueprintFields.name),
  question_count: Type.Optional(blueprintFields.question_count),
  minutes: Type.Optional(blueprintFields.minutes),
  sections: Type.Optional(blueprintFields.sections),
  break_minutes: Type.Optional(blueprintFields.break_minutes),
  domain_weights: Type.Optional(blueprintFields.domain_weights),
  active: Type.Optional(blueprintFields.active),
});
export type UpdateBlueprintBody = Static<typeof UpdateBlueprintBody>;
