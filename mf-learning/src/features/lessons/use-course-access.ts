import { selectUserId, useAuthStore, type Course } from '@academy/shared';
import { useEffect, useState } from 'react';

import { fetchCourse, fetchPaidCheck } from './api';

/** 'unknown': the paid check failed; the server still guards the paid content. */
export type Access = 'checking' | 'paid' | 'unpaid' | 'unknown';

/** The logged-in learner (null for a visitor) and whether they paid for the course. */
export function usePaidAccess(courseId: string): { userId: number | null; access: Access } {
  const userId = useAuthStore(selectUserId);
  const [checked, setChecked] = useState<{ key: string; access: Access } | null>(null);

  useEffect(() => {
    if (userId === null) return;
    const controller = new AbortController();
    const key = `${userId}/${courseId}`;
    fetchPaidCheck(userId, courseId, controller.signal).then(
      (paid) => setChecked({ key, access: paid ? 'paid' : 'unpaid' }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[learning] could not check the course payment', error);
        setChecked({ key, access: 'unknown' });
      },
    );
    return () => controller.abort();
  }, [userId, courseId]);

  const current = checked?.key === `${userId}/${courseId}` ? checked.access : 'checking';
  return { userId, access: current };
}

/** The course's public detail; null while loading, and when loading failed (silently ignored). */
export function useCourse(courseId: string): Course | null {
  const [course, setCourse] = useState<Course | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchCourse(courseId, controller.signal).then(setCourse, () => {
      // Silently ignored (spec section 8): the placeholders stay.
    });
    return () => controller.abort();
  }, [courseId]);
  return course && String(course.id) === courseId ? course : null;
}
