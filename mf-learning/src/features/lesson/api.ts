import { apiClient, readLesson, type Comment, type Lesson } from '@academy/shared';

/** GET /courses/{course}/{lesson}/: the lesson's signed media and its comments (paid only). */
export async function fetchLesson(
  courseId: string,
  lessonId: string,
  signal?: AbortSignal,
): Promise<Lesson> {
  const path = `/courses/${encodeURIComponent(courseId)}/${encodeURIComponent(lessonId)}/`;
  const response = await apiClient.get<unknown>(path, { signal });
  return readLesson(response.data, 'GET /courses/{course}/{lesson}/');
}

/** POST /comments/ {user, text, lesson}. */
export async function postComment(
  comment: Pick<Comment, 'user' | 'text' | 'lesson'>,
): Promise<void> {
  await apiClient.post('/comments/', comment);
}
