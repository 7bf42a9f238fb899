import { Type, type Static } from 'typebox';
import { Body, PartialBody, Text } from '../common';
import { Instructor } from '../courses';
import { UploadRef } from './common';
import { INSTRUCTOR_LIMITS } from '../rules';

/** Staff see an instructor as learners do, plus how many courses name them. */
export const AdminInstructor = Type.Object({
  ...Instructor.properties,
  courses_count: Type.Integer(),
});
export type AdminInstructor = Static<typeof AdminInstructor>;

const instructorFields = {
  name: Text(INSTRUCTOR_LIMITS.name, 1),
  review: Text(INSTRUCTOR_LIMITS.review),
  mobile_number: Text(INSTRUCTOR_LIMITS.mobile_number),
  LinkdIn: Text(INSTRUCTOR_LIMITS.LinkdIn),
  image: UploadRef,
};

export const CreateInstructorBody = Body({
  name: instructorFields.name,
  review: Type.Optional(instructorFields.review),
  mobile_number: Type.Optional(instructorFields.mobile_number),
  LinkdIn: Type.Optional(instructorFields.LinkdIn),
  image: Type.Optional(instructorFields.image),
});
export type CreateInstructorBody = Static<typeof CreateInstructorBody>;

export const UpdateInstructorBody = PartialBody(CreateInstructorBody);
export type UpdateInstructorBody = Static<typeof UpdateInstructorBody>;
