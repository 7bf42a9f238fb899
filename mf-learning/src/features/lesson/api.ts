import { apiClient, readLesson, type Lesson } from '@academy/shared';

/**
 * GET /courses/{course}/{lesson}/: the lesson with its media URLs (signed for this learner; the
 * answer also sets the browser's media pass) and its comments. Paid learners only.
 */
export async function fetchLesson(
  courseId: string,
  lessonId: string,
  signal?: AbortSignal,
): Promise<Lesson> {
  const path = `/courses/${encodeURIComponent(courseId)}/${encodeURIComponent(lessonId)}/`;
  const response = await apiClient.get<unknown>(path, { signal });
  return readLesson(response.data, 'GET /courses/{course}/{lesson}/');
}
