// A course's lessons: /api/admin/lessons/?course= (docs/design/back-office.md#the-admin-api).
import { apiClient, type Shape } from '@academy/shared';

import type { AdminLesson, CreateLessonBody } from '@academy/contract';
import { fetchAll } from '../../lib/fetch-all';
import { resourceApi } from '../../lib/resource-api';

export const adminLessonShape: Shape<AdminLesson> = {
  id: 'number',
  key: 'string',
  name: 'string',
  name_ar: 'string??',
  course: 'number',
  position: 'number',
  has_video: 'boolean',
  has_pdf: 'boolean',
  video_file: 'string?',
  pdf_file: 'string?',
  duration: 'number?',
};

export const lessonBodyApi = resourceApi<AdminLesson, CreateLessonBody>(
  'lessons',
  adminLessonShape,
);

/** Every lesson of a course, in its order. */
export const courseLessonsKey = (course: number) =>
  [...lessonBodyApi.keys.lists, { course }] as const;
export const fetchCourseLessons = (course: number, signal?: AbortSignal) =>
  fetchAll('lessons', adminLessonShape, { course, ordering: 'position' }, signal);

export async function reorderLessons(course: number, ids: number[]): Promise<void> {
  await apiClient.post('/admin/lessons/reorder/', { course, ids });
}
