import { Type, type Static } from 'typebox';
import { Body, Text } from '../common';
import { Instructor } from '../courses';
import { UploadRef } from './common';

/** Staff see an instructor as learners do, plus how many courses name them. */
export const AdminInstructor = Type.Object({
  ...Instructor.properties,
  courses_count: Type.Integer(),
});
export type AdminInstructor = Static<typeof AdminInstructor>;

const instructorFields = {
  name: Text(200, 1),
  review: Text(5000),
  mobile_number: Text(40),
  LinkdIn: Text(500),
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

export const UpdateInstructorBody = Body({
  name: Type.Optional(instructorFields.name),
  review: Type.Optional(instructorFields.review),
  mobile_number: Type.Optional(instructorFields.mobile_number),
  LinkdIn: Type.Optional(instructorFields.LinkdIn),
  image: Type.Optional(instructorFields.image),
});
export type UpdateInstructorBody = Static<typeof UpdateInstructorBody>;
