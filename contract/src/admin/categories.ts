import { Type, type Static } from 'typebox';
import { Body, PartialBody, Text } from '../common';
import { CATEGORY_LIMITS } from '../rules';

/** A category as staff see it: courses, topics and exams refer to it by name. */
export const AdminCategory = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  courses_count: Type.Integer(),
});
export type AdminCategory = Static<typeof AdminCategory>;

export const CreateCategoryBody = Body({ name: Text(CATEGORY_LIMITS.name, 1) });
export type CreateCategoryBody = Static<typeof CreateCategoryBody>;

/** A rename carries the category's courses, topics and exams along. */
export const UpdateCategoryBody = PartialBody(CreateCategoryBody);
export type UpdateCategoryBody = Static<typeof UpdateCategoryBody>;
