// The course hooks of the checkout and the lessons pages: load the course, check the payment.
import { selectUserId, useAuthStore } from '../auth/auth-store';
import { useResource } from '../resources/use-resource';
import type { Course } from '../types';
import { fetchCourse, fetchPaidCheck } from './api';

export type CourseLoad =
  { status: 'loading' } | { status: 'loaded'; course: Course } | { status: 'failed' };

/**
 * The course's public detail, fetched again when the id changes; what was loaded for another id
 * is never returned. `onError` hears a failed load: each remote decides what the learner sees
 * (a warning at checkout, nothing on the lessons page).
 */
export function useCourse(courseId: string, onError?: (error: unknown) => void): CourseLoad {
  const course = useResource({
    key: ['course', courseId],
    fetch: (signal) => fetchCourse(courseId, signal),
    onError,
  });
  if (course.data) return { status: 'loaded', course: course.data };
  return course.status === 'error' ? { status: 'failed' } : { status: 'loading' };
}

/** 'visitor': nobody is logged in, so nothing was asked; 'failed': the check itself failed. */
export type PaidStatus = 'visitor' | 'checking' | 'paid' | 'unpaid' | 'failed';

/**
 * The logged-in learner (null for a visitor) and whether they paid for the course, checked again
 * when either changes. The server guards the paid content whatever this says.
 */
export function usePaidCheck(
  courseId: string,
  onError?: (error: unknown) => void,
): { userId: number | null; status: PaidStatus } {
  const userId = useAuthStore(selectUserId);
  const check = useResource(
    userId === null
      ? null
      : {
          key: ['paid-check', userId, courseId],
          fetch: (signal) => fetchPaidCheck(userId, courseId, signal),
          onError,
        },
  );
  if (userId === null) return { userId, status: 'visitor' };
  if (check.data !== undefined) return { userId, status: check.data ? 'paid' : 'unpaid' };
  return { userId, status: check.status === 'error' ? 'failed' : 'checking' };
}
