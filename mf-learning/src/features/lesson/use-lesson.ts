import { apiErrorResponse, type Lesson } from '@academy/shared';
import { useCallback, useEffect, useState } from 'react';

import { fetchLesson } from './api';

/** 'unpaid': the API refused the lesson (403); 'missing': no such lesson in this course (404). */
export type LessonLoad =
  | { status: 'loading' }
  | { status: 'loaded'; lesson: Lesson }
  | { status: 'unpaid' }
  | { status: 'missing' }
  | { status: 'failed' };

const LOADING: LessonLoad = { status: 'loading' };

function failure(error: unknown): LessonLoad {
  const status = apiErrorResponse(error)?.status;
  if (status === 403) return { status: 'unpaid' };
  if (status === 404) return { status: 'missing' };
  return { status: 'failed' };
}

/**
 * The lesson a learner opened (nothing is asked for a visitor: userId null), and a way to fetch
 * its comments again. A refresh replaces the comments only: the video keeps playing from the
 * URL it started with, and a failed refresh leaves the page as it was.
 */
export function useLesson(
  userId: number | null,
  courseId: string,
  lessonId: string,
): { load: LessonLoad; refreshComments: () => void } {
  const key = `${userId}/${courseId}/${lessonId}`;
  const [loaded, setLoaded] = useState<{ key: string; load: LessonLoad } | null>(null);
  const [revision, setRevision] = useState(0);

  useEffect(() => {
    if (userId === null) return;
    const controller = new AbortController();
    const requested = `${userId}/${courseId}/${lessonId}`;
    fetchLesson(courseId, lessonId, controller.signal).then(
      (fresh) =>
        setLoaded((current) => {
          if (current?.key === requested && current.load.status === 'loaded') {
            const lesson = { ...current.load.lesson, comments: fresh.comments };
            return { key: requested, load: { status: 'loaded', lesson } };
          }
          return { key: requested, load: { status: 'loaded', lesson: fresh } };
        }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const load = failure(error);
        if (load.status === 'failed') console.error('[learning] could not load the lesson', error);
        setLoaded((current) =>
          current?.key === requested && current.load.status === 'loaded'
            ? current
            : { key: requested, load },
        );
      },
    );
    return () => controller.abort();
  }, [userId, courseId, lessonId, revision]);

  const refreshComments = useCallback(() => setRevision((n) => n + 1), []);
  return { load: loaded?.key === key ? loaded.load : LOADING, refreshComments };
}
