// The back-office's courses: /api/admin/courses/ (DESIGN.md section 11). The form edits text;
// coursesApi turns it into the API's numbers, null and booleans.
import { COURSE_STATUSES } from '@academy/contract/rules';
import { apiClient, type Shape } from '@academy/shared';

import type { AdminCourse, CreateCourseBody } from '@academy/contract';
import { withFormValues } from '../../lib/form-values-api';
import { resourceApi } from '../../lib/resource-api';

export const adminCourseShape: Shape<AdminCourse> = {
  id: 'number',
  key: 'string',
  name: 'string',
  description: 'string',
  name_ar: 'string??',
  description_ar: 'string??',
  status: 'string',
  category: 'string',
  instructor: 'number?',
  price: 'number',
  price_LE: 'number',
  price_SR: 'number',
  Introduction_1: 'string',
  Introduction_2: 'string',
  Introduction_3: 'string',
  Introduction_4: 'string',
  image: 'string?',
  trailer: 'string?',
  position: 'number',
  archived: 'boolean',
  created_at: 'string',
  lessons_count: 'number',
  enrollments_count: 'number',
  contact_hours: 'number?',
};

export { COURSE_STATUSES };
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/** The course form's values, as its inputs hold them. */
export type CourseValues = {
  name: string;
  description: string;
  /** DESIGN §14: '' for none (the English shows). */
  name_ar: string;
  description_ar: string;
  status: string;
  category: string;
  /** An instructor's id, or '' for none. */
  instructor: string;
  price: string;
  price_LE: string;
  price_SR: string;
  Introduction_1: string;
  Introduction_2: string;
  Introduction_3: string;
  Introduction_4: string;
  /** A number of hours, or '' for none. */
  contact_hours: string;
  /** 'true' or 'false'. */
  archived: string;
};

/** The API's own shape of a write: media fields and one-field PATCHes (archive) go through it. */
export const courseBodyApi = resourceApi<AdminCourse, CreateCourseBody>(
  'courses',
  adminCourseShape,
);

const PASSED_AS_IS = [
  'name',
  'description',
  'name_ar',
  'description_ar',
  'category',
  'Introduction_1',
  'Introduction_2',
  'Introduction_3',
  'Introduction_4',
] as const;
const PRICES = ['price', 'price_LE', 'price_SR'] as const;

export function courseBody(values: Partial<CourseValues>): Partial<CreateCourseBody> {
  const body: Partial<CreateCourseBody> = {};
  for (const field of PASSED_AS_IS) if (values[field] !== undefined) body[field] = values[field];
  for (const field of PRICES) if (values[field] !== undefined) body[field] = Number(values[field]);
  if (values.status !== undefined) body.status = values.status as CourseStatus;
  if (values.instructor !== undefined)
    body.instructor = values.instructor === '' ? null : Number(values.instructor);
  if (values.archived !== undefined) body.archived = values.archived === 'true';
  if (values.contact_hours !== undefined) {
    const hours = values.contact_hours.trim();
    body.contact_hours = hours === '' ? null : Number(hours);
  }
  return body;
}

export const coursesApi = withFormValues<AdminCourse, CourseValues, CreateCourseBody>(
  courseBodyApi,
  courseBody,
);

export const emptyCourse: CourseValues = {
  name: '',
  description: '',
  name_ar: '',
  description_ar: '',
  status: 'Available',
  category: '',
  instructor: '',
  price: '',
  price_LE: '',
  price_SR: '',
  Introduction_1: '',
  Introduction_2: '',
  Introduction_3: '',
  Introduction_4: '',
  contact_hours: '',
  archived: 'false',
};

export function courseValues(course: AdminCourse): CourseValues {
  return {
    name: course.name,
    description: course.description,
    name_ar: course.name_ar ?? '',
    description_ar: course.description_ar ?? '',
    status: course.status,
    category: course.category,
    instructor: course.instructor === null ? '' : String(course.instructor),
    price: String(course.price),
    price_LE: String(course.price_LE),
    price_SR: String(course.price_SR),
    Introduction_1: course.Introduction_1,
    Introduction_2: course.Introduction_2,
    Introduction_3: course.Introduction_3,
    Introduction_4: course.Introduction_4,
    contact_hours: course.contact_hours === null ? '' : String(course.contact_hours),
    archived: String(course.archived),
  };
}

/** The catalogue's new order: every course's id, archived ones included, first shown first. */
export async function reorderCourses(ids: number[]): Promise<void> {
  await apiClient.post('/admin/courses/reorder/', { ids });
}
