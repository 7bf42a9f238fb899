// The back-office's shapes, in one place. Field names are those of the public shapes (DESIGN.md
// section 11). When @academy/contract gains its admin shapes, the types below become
// `import type` re-exports of them; the Shape twins (checked against the types by the compiler)
// stay, as every app checks what the API answers before using it.
import { instructorShape, type Instructor, type Shape } from '@academy/shared';

/** Every back-office record has a numeric id. */
export interface AdminRecord {
  id: number;
}

/** One page of a back-office list: GET /api/admin/<name>/?page=&page_size=&search=&ordering=. */
export interface AdminPage<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export const adminPageShape: Shape<AdminPage<unknown>> = {
  count: 'number',
  next: 'string?',
  previous: 'string?',
  results: 'array',
};

export type AdminInstructor = Instructor;
export const adminInstructorShape: Shape<AdminInstructor> = instructorShape;
/** What the instructor form sends (the image comes with uploads). */
export type InstructorInput = Pick<
  AdminInstructor,
  'name' | 'review' | 'mobile_number' | 'LinkdIn'
>;

export interface AdminCategory extends AdminRecord {
  name: string;
}
export const adminCategoryShape: Shape<AdminCategory> = { id: 'number', name: 'string' };
export type CategoryInput = Pick<AdminCategory, 'name'>;
