// The back-office's instructors: /api/admin/instructors/ (DESIGN.md section 11).
import { instructorShape, type Shape } from '@academy/shared';
import type { AdminInstructor, CreateInstructorBody } from '@academy/contract';
import { resourceApi } from '../../lib/resource-api';

export const adminInstructorShape: Shape<AdminInstructor> = {
  ...instructorShape,
  courses_count: 'number',
};

/** What the instructor form sends (the image comes with uploads). */
export type InstructorInput = Required<Omit<CreateInstructorBody, 'image'>>;

export const instructorsApi = resourceApi<AdminInstructor, InstructorInput>(
  'instructors',
  adminInstructorShape,
);

/** The instructor's image goes by a PATCH of its own, once uploaded (components/upload). */
export const instructorMediaApi = resourceApi<AdminInstructor, { image: string | null }>(
  'instructors',
  adminInstructorShape,
);

export const emptyInstructor: InstructorInput = {
  name: '',
  review: '',
  mobile_number: '',
  LinkdIn: '',
};

export function instructorInput(instructor: AdminInstructor): InstructorInput {
  const { name, review, mobile_number, LinkdIn } = instructor;
  return { name, review, mobile_number, LinkdIn };
}
