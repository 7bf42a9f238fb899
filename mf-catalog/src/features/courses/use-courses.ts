import type { CourseSummary } from '@academy/shared';
import { useEffect, useState } from 'react';

import { fetchCourses } from './api';

export interface CoursesState {
  courses: CourseSummary[];
  loading: boolean;
  /** Set when the list could not be fetched; loading then stays on (spec section 4). */
  error: boolean;
}

/** Loads the course list once. A failure is logged only: the skeletons stay. */
export function useCourses(): CoursesState {
  const [state, setState] = useState<CoursesState>({ courses: [], loading: true, error: false });
  useEffect(() => {
    const controller = new AbortController();
    fetchCourses(controller.signal).then(
      (courses) => setState({ courses, loading: false, error: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[catalog] could not load the courses', error);
        setState((current) => ({ ...current, error: true }));
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
