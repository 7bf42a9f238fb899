import type { CourseProgress, SaveLessonProgressBody } from '@academy/contract';
import {
  apiClient,
  expectObject,
  getRuntimeConfig,
  useAuthStore,
  type Shape,
} from '@academy/shared';

const courseProgressShape: Shape<CourseProgress> = {
  completed: 'number',
  total: 'number',
  percent: 'number',
  resume: 'object?',
  lessons: 'array',
};

/** GET /progress/courses/{id}/: the learner's progress through a course they own. */
export async function fetchCourseProgress(
  courseId: string | number,
  signal?: AbortSignal,
): Promise<CourseProgress> {
  const path = `/progress/courses/${encodeURIComponent(String(courseId))}/`;
  const response = await apiClient.get<unknown>(path, { signal });
  return expectObject(response.data, courseProgressShape, 'GET /progress/courses/{id}/');
}

const lessonProgressPath = (lessonId: number) => `/progress/lessons/${lessonId}/`;

/** PUT /progress/lessons/{id}/ from a page that stays open (the shared client: 401 ends the session). */
export async function saveLessonProgress(
  lessonId: number,
  body: SaveLessonProgressBody,
): Promise<void> {
  await apiClient.put(lessonProgressPath(lessonId), body);
}

/**
 * The same PUT from a page that is going away (tab hidden or closed, another address typed):
 * `fetch` with `keepalive` outlives the page, and a 401 here must not send a page that is leaving
 * to /login as the shared client would. Unlike `sendBeacon` it carries the Authorization header
 * and the PUT. Resolves with the status, or null when nothing answered.
 */
export async function saveLessonProgressOnLeave(
  lessonId: number,
  body: SaveLessonProgressBody,
): Promise<number | null> {
  const { token, isLoggedIn } = useAuthStore.getState();
  if (!isLoggedIn || !token) return null;
  try {
    const response = await fetch(
      `${getRuntimeConfig().apiBaseUrl}${lessonProgressPath(lessonId)}`,
      {
        method: 'PUT',
        keepalive: true,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      },
    );
    return response.status;
  } catch {
    return null;
  }
}
