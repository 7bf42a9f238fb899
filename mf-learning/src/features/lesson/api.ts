import {
  apiClient,
  apiErrorResponse,
  queryOptions,
  readLesson,
  skipToken,
  useQuery,
  type Lesson,
} from '@academy/shared';

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

/** Every lesson shown: a posted comment fetches them again (../comments/use-post-comment.ts). */
export const LESSONS_KEY = ['lesson'] as const;

/** 'unpaid': the API refused the lesson (403); 'missing': no such lesson in this course (404). */
export type LessonLoad =
  | { status: 'loading' }
  | { status: 'loaded'; lesson: Lesson }
  | { status: 'unpaid' }
  | { status: 'missing' }
  | { status: 'failed' };

function failure(error: unknown): LessonLoad {
  const status = apiErrorResponse(error)?.status;
  if (status === 403) return { status: 'unpaid' };
  if (status === 404) return { status: 'missing' };
  return { status: 'failed' };
}

const logUnexpectedFailure = (error: unknown) => {
  if (failure(error).status === 'failed')
    console.error('[learning] could not load the lesson', error);
};

// Fetched again (after a comment is posted), the lesson keeps what is on screen and takes the
// new comments only: the video keeps playing from the URL it started with.
const newComments = (shown: Lesson, fresh: Lesson): Lesson => ({
  ...shown,
  comments: fresh.comments,
  comments_count: fresh.comments_count,
  comments_next: fresh.comments_next,
});

/**
 * GET /courses/{course}/{lesson}/ for a learner (null, a visitor: nothing is asked). Paid content
 * with signed media URLs: forgotten as soon as it leaves the screen (gcTime 0).
 */
export const lessonQuery = (userId: number | null, courseId: string, lessonId: string) =>
  queryOptions({
    queryKey: [...LESSONS_KEY, courseId, lessonId, userId],
    queryFn: userId === null ? skipToken : ({ signal }) => fetchLesson(courseId, lessonId, signal),
    gcTime: 0,
    // TanStack's hook for replacing the answer shown by a fresh one (by default it keeps the
    // unchanged parts): here, only the comments change.
    structuralSharing: (shown, fresh) =>
      shown === undefined ? fresh : newComments(shown as Lesson, fresh as Lesson),
    meta: { onError: logUnexpectedFailure },
  });

/** The lesson a learner opened. A failed re-fetch leaves the page as it was. */
export function useLesson(userId: number | null, courseId: string, lessonId: string): LessonLoad {
  const lesson = useQuery(lessonQuery(userId, courseId, lessonId));
  if (lesson.data) return { status: 'loaded', lesson: lesson.data };
  return lesson.isError ? failure(lesson.error) : { status: 'loading' };
}
