// The course hooks of the checkout and the lessons pages: load the course, check the payment.
import { useEffect, useEffectEvent, useState } from 'react';

import { selectUserId, useAuthStore } from '../auth/auth-store';
import type { Course } from '../types';
import { fetchCourse, fetchPaidCheck } from './api';

export type CourseLoad =
  { status: 'loading' } | { status: 'loaded'; course: Course } | { status: 'failed' };

const LOADING: CourseLoad = { status: 'loading' };

/**
 * The course's public detail, fetched again when the id changes; what was loaded for another id
 * is never returned. `onError` hears a failed load: each remote decides what the learner sees
 * (a warning at checkout, nothing on the lessons page).
 */
export function useCourse(courseId: string, onError?: (error: unknown) => void): CourseLoad {
  const [loaded, setLoaded] = useState<{ key: string; load: CourseLoad } | null>(null);
  const reportError = useEffectEvent((error: unknown) => onError?.(error));

  useEffect(() => {
    const controller = new AbortController();
    fetchCourse(courseId, controller.signal).then(
      (course) => setLoaded({ key: courseId, load: { status: 'loaded', course } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ key: courseId, load: { status: 'failed' } });
        reportError(error);
      },
    );
    return () => controller.abort();
  }, [courseId]);

  return loaded?.key === courseId ? loaded.load : LOADING;
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
  const [checked, setChecked] = useState<{ key: string; status: PaidStatus } | null>(null);
  const reportError = useEffectEvent((error: unknown) => onError?.(error));

  useEffect(() => {
    if (userId === null) return;
    const controller = new AbortController();
    const key = `${userId}/${courseId}`;
    fetchPaidCheck(userId, courseId, controller.signal).then(
      (paid) => setChecked({ key, status: paid ? 'paid' : 'unpaid' }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setChecked({ key, status: 'failed' });
        reportError(error);
      },
    );
    return () => controller.abort();
  }, [userId, courseId]);

  if (userId === null) return { userId, status: 'visitor' };
  const current = checked?.key === `${userId}/${courseId}` ? checked.status : 'checking';
  return { userId, status: current };
}
