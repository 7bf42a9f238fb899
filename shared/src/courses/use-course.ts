// The course queries of the checkout, the lessons pages and the exam hub: load the course, check
// the payment.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { selectUserId, useAuthStore } from '../auth/auth-store';
import type { Course } from '../types';
import { fetchCourse, fetchPaidCheck } from './api';

/** GET /courses/{id} (null: nothing to ask yet); `onError` hears a failed load (AcademyQueryMeta). */
export const courseQuery = (courseId: string | null, onError?: (error: unknown) => void) =>
  queryOptions({
    queryKey: ['course', courseId],
    queryFn: courseId === null ? skipToken : ({ signal }) => fetchCourse(courseId, signal),
    meta: { onError },
  });

export type CourseLoad =
  { status: 'loading' } | { status: 'loaded'; course: Course } | { status: 'failed' };

/**
 * The course's public detail, fetched again when the id changes; what was loaded for another id
 * is never returned. `onError` hears a failed load: each remote decides what the learner sees
 * (a warning at checkout, nothing on the lessons page).
 */
export function useCourse(courseId: string, onError?: (error: unknown) => void): CourseLoad {
  const course = useQuery(courseQuery(courseId, onError));
  if (course.data) return { status: 'loaded', course: course.data };
  return course.isError ? { status: 'failed' } : { status: 'loading' };
}

/**
 * GET /check_paid_course/ (a visitor, null, asks nothing): forgotten as soon as no screen shows it (gcTime 0), so a learner who
 * has just paid never sees a remembered 'unpaid' while it is asked again.
 */
export const paidCheckQuery = (
  userId: number | null,
  courseId: string,
  onError?: (error: unknown) => void,
) =>
  queryOptions({
    queryKey: ['paid-check', userId, courseId],
    queryFn: userId === null ? skipToken : ({ signal }) => fetchPaidCheck(userId, courseId, signal),
    gcTime: 0,
    meta: { onError },
  });

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
  // A visitor asks nothing (skipToken).
  const check = useQuery(paidCheckQuery(userId, courseId, onError));
  if (userId === null) return { userId, status: 'visitor' };
  if (check.data !== undefined) return { userId, status: check.data ? 'paid' : 'unpaid' };
  return { userId, status: check.isError ? 'failed' : 'checking' };
}
