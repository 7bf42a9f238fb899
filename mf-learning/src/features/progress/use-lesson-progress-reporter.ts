import type { SaveLessonProgressBody } from '@academy/contract';
import { apiErrorResponse, useQueryClient } from '@academy/shared';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
  type SyntheticEvent,
} from 'react';

import { saveLessonProgress, saveLessonProgressOnLeave } from './api';
import { ProgressReporter } from './progress-reporter';
import { PROGRESS_KEY } from './use-course-progress';

/**
 * Whether resuming at `position` would only show the last frames (the learner watched to the
 * end): then the lesson starts over. The last 5 s, or the last 5 % of a short video.
 */
export function isNearEnd(position: number, duration: number): boolean {
  return position >= duration - Math.min(5, duration * 0.05);
}

/** Whether a status means the server will not take the report however often it is sent. */
const refused = (status: number) =>
  status >= 400 && status < 500 && status !== 408 && status !== 429;

/** Reports a lesson's progress; true when the server heard it (taken or refused for good). */
function useSendReport(lessonId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: SaveLessonProgressBody, leaving: boolean): Promise<boolean> => {
      let status: number | null;
      if (leaving) {
        status = await saveLessonProgressOnLeave(lessonId, body);
      } else {
        try {
          await saveLessonProgress(lessonId, body);
          status = 200;
        } catch (error) {
          status = apiErrorResponse(error)?.status ?? null;
        }
      }
      if (status !== null && status < 300) {
        // The lesson list and Continue show what was just saved when they open next.
        void queryClient.invalidateQueries({ queryKey: PROGRESS_KEY });
        return true;
      }
      if (status !== null && refused(status)) {
        console.error(`[learning] the progress of lesson ${lessonId} was refused (${status})`);
        return true;
      }
      return false;
    },
    [lessonId, queryClient],
  );
}

type MediaEvent = SyntheticEvent<HTMLVideoElement>;

/** What the lesson's <video> is given: spread it onto the element. */
export interface ReportingMediaProps {
  ref: RefObject<HTMLVideoElement | null>;
  onLoadedMetadata: (event: MediaEvent) => void;
  onDurationChange: (event: MediaEvent) => void;
  onTimeUpdate: (event: MediaEvent) => void;
  onSeeking: (event: MediaEvent) => void;
  onSeeked: (event: MediaEvent) => void;
  onPause: (event: MediaEvent) => void;
  onEnded: (event: MediaEvent) => void;
}

/**
 * The lesson player's progress: resumes at `resumeAt` (seconds; null while the saved position is
 * unknown), then reports the position and what was watched at most every 10 s while playing,
 * and at once on pause, seek, end, tab hide, page leave and unmount
 * (docs/design/progress.md#progress). Reports from a page that is going away are sent with
 * `keepalive` so the last seconds are not lost.
 */
export function useLessonProgressReporter(
  lessonId: number,
  resumeAt: number | null,
): ReportingMediaProps {
  const send = useSendReport(lessonId);
  // One reporter per lesson (the page keys the player by lesson, so `send` does not change).
  const reporter = useMemo(() => new ProgressReporter(send), [send]);
  const mediaRef = useRef<HTMLVideoElement>(null);
  const [metadataLoaded, setMetadataLoaded] = useState(false);
  const resumed = useRef(false);

  // Leaving: the tab hidden (which also precedes a closed tab on phones), the page unloaded or
  // put in the back/forward cache, or the player unmounted (another page of the site).
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') reporter.flush(true);
    };
    const onPageHide = () => reporter.flush(true);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      reporter.flush(false);
    };
  }, [reporter]);

  // Resume once both the saved position and the video's length are known, unless the learner
  // already moved (played or sought) meanwhile.
  useEffect(() => {
    const media = mediaRef.current;
    if (resumed.current || resumeAt === null || !media || !metadataLoaded) return;
    resumed.current = true;
    reporter.savedPosition(resumeAt);
    const untouched = media.currentTime < 0.5 && media.paused;
    if (untouched && resumeAt > 0 && !isNearEnd(resumeAt, media.duration)) {
      media.currentTime = resumeAt;
    }
  }, [metadataLoaded, reporter, resumeAt]);

  return {
    ref: mediaRef,
    onLoadedMetadata: (event) => {
      reporter.durationKnown(event.currentTarget.duration);
      setMetadataLoaded(true);
    },
    onDurationChange: (event) => reporter.durationKnown(event.currentTarget.duration),
    onTimeUpdate: (event) =>
      reporter.timeUpdate(event.currentTarget.currentTime, event.currentTarget.seeking),
    onSeeking: () => reporter.seeking(),
    onSeeked: (event) => reporter.settledAt(event.currentTarget.currentTime),
    onPause: (event) => reporter.settledAt(event.currentTarget.currentTime),
    onEnded: (event) => reporter.settledAt(event.currentTarget.currentTime),
  };
}

/**
 * A lesson with a PDF and no video is complete once opened: `{opened: true}` is reported once,
 * when the page shows it (docs/design/progress.md#progress).
 */
export function useReportLessonOpened(lessonId: number, pdfOnly: boolean): void {
  const send = useSendReport(lessonId);
  useEffect(() => {
    if (pdfOnly) void send({ opened: true }, false);
  }, [pdfOnly, send]);
}
