import { Type, type Static } from 'typebox';
import { Body, PartialBody, Text } from '../common';
import { CategoryName } from '../exams';
import { QuestionDomain } from './questions';
import { BLUEPRINT_LIMITS } from '../rules';

/**
 * A full mock's shape for a category (docs/design/exam-attempts.md#full-mock-and-blueprints): PMI
 * changes it, so staff edit it. Weights are percentages per domain summing to 100; the optional
 * break follows every section but the last. At most one blueprint per category is active:
 * activating one deactivates the others.
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

const { question_count: count, minutes, sections, break_minutes: pause, weight } = BLUEPRINT_LIMITS;
const blueprintFields = {
  category: CategoryName,
  name: Text(BLUEPRINT_LIMITS.name, 1),
  question_count: Type.Integer({ minimum: count.min, maximum: count.max }),
  minutes: Type.Integer({ minimum: minutes.min, maximum: minutes.max }),
  sections: Type.Integer({ minimum: sections.min, maximum: sections.max }),
  break_minutes: Type.Integer({ minimum: pause.min, maximum: pause.max }),
  domain_weights: Type.Record(
    QuestionDomain,
    Type.Number({ minimum: weight.min, maximum: weight.max }),
    // Only PMI's domains, refused rather than dropped (removeAdditional would drop silently).
    { minProperties: 1, propertyNames: QuestionDomain },
  ),
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

export const UpdateBlueprintBody = PartialBody(CreateBlueprintBody);
export type UpdateBlueprintBody = Static<typeof UpdateBlueprintBody>;
