import type { Instructor } from '@academy/shared';
import { useEffect, useState } from 'react';

import { fetchInstructors } from './api';

/** The instructors, or null while loading. A failure is logged only: the spinner stays. */
export function useInstructors(): Instructor[] | null {
  const [instructors, setInstructors] = useState<Instructor[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchInstructors(controller.signal).then(setInstructors, (error: unknown) => {
      if (!controller.signal.aborted)
        console.error('[catalog] could not load the instructors', error);
    });
    return () => controller.abort();
  }, []);
  return instructors;
}
