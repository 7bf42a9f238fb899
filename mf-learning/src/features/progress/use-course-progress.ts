import type { CourseProgress, LessonProgress } from '@academy/contract';
import { queryOptions, selectUserId, skipToken, useAuthStore, useQuery } from '@academy/shared';

import { fetchCourseProgress } from './api';

/** Every course's progress: a saved report marks them stale (use-lesson-progress-reporter.ts). */
export const PROGRESS_KEY = ['progress'] as const;

const logFailure = (error: unknown) =>
  console.error('[learning] could not load the course progress', error);

/**
 * GET /progress/courses/{id}/ for a learner (a visitor, null, asks nothing). Asked again each
 * time a page showing it opens: the player may have saved since.
 */
export const courseProgressQuery = (userId: number | null, courseId: string) =>
  queryOptions({
    queryKey: [...PROGRESS_KEY, 'course', courseId, userId],
    queryFn: userId === null ? skipToken : ({ signal }) => fetchCourseProgress(courseId, signal),
    staleTime: 0,
    meta: { onError: logFailure },
  });

/**
 * The signed-in learner's progress through a course: null while it loads, if it failed, or while
 * `enabled` is false (the page does not know yet that the learner owns the course).
 */
export function useCourseProgress(courseId: string, enabled = true): CourseProgress | null {
  const userId = useAuthStore(selectUserId);
  return useQuery({ ...courseProgressQuery(userId, courseId), enabled }).data ?? null;
}

/** One lesson's entry in a course's progress, or null when the learner has none yet. */
export function lessonProgressOf(
  progress: CourseProgress | null,
  lessonId: number,
): LessonProgress | null {
  return progress?.lessons.find((lesson) => lesson.id === lessonId) ?? null;
}
