// The back-office's courses: /api/admin/courses/ (docs/design/back-office.md); the form is the
// definition's (resource.tsx), the media and one-field PATCHes (archive) go through the same module.
import type { AdminCourse, CreateCourseBody } from '@academy/contract';
import { apiClient, courseIntroductionsShape, type Shape } from '@academy/shared';

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
  ...courseIntroductionsShape,
  image: 'string?',
  trailer: 'string?',
  position: 'number',
  archived: 'boolean',
  created_at: 'string',
  lessons_count: 'number',
  enrollments_count: 'number',
  contact_hours: 'number?',
  pmi_activity_code: 'string?',
};

export const courseBodyApi = resourceApi<AdminCourse, CreateCourseBody>(
  'courses',
  adminCourseShape,
);

/** The catalogue's new order: every course's id, archived ones included, first shown first. */
export async function reorderCourses(ids: number[]): Promise<void> {
  await apiClient.post('/admin/courses/reorder/', { ids });
}
