import { lazy, Suspense, useRef } from 'react';

import type { Lesson } from '@academy/shared';
import { paths, Link, useLocalized } from '@academy/shared';

import { useLearningMessages } from '../../messages';
import type { ReportingMediaProps } from '../progress/use-lesson-progress-reporter';
import { DirectionArrow } from './DirectionArrow';
import { useHlsSource } from './video/use-hls-source';
import './lesson.css';

// Only a stream of several renditions has a quality menu, and only once hls.js has read it: the
// menu comes then, not with the lesson page's first chunk.
const QualityMenu = lazy(() =>
  import('./video/QualityMenu').then((module) => ({ default: module.QualityMenu })),
);

interface LessonViewProps {
  lesson: Pick<
    Lesson,
    'name' | 'video_file' | 'video_hls' | 'video_poster' | 'pdf_file' | 'course'
  >;
  /** The progress reporter's handlers (and resume), given to the <video>. */
  mediaProps?: ReportingMediaProps;
}

/** A lesson: its name, the video (download disabled) and 'Download PDF'. */
export function LessonView({ lesson, mediaProps }: LessonViewProps) {
  const localized = useLocalized();
  const messages = useLearningMessages();
  const ownRef = useRef<HTMLVideoElement>(null);
  // One <video>, one ref: the progress reporter's when it reports, else the page's own.
  const videoRef = mediaProps?.ref ?? ownRef;
  // HLS (adaptive quality) once the video is transcoded, the MP4 until then.
  const player = useHlsSource(videoRef, { hls: lesson.video_hls, mp4: lesson.video_file });
  return (
    <article className="lesson-view" aria-labelledby="lesson-title">
      <p className="lesson-view__back">
        <Link to={paths.lessons(lesson.course)}>
          <DirectionArrow to="back" />
          {messages.backToLessons}
        </Link>
      </p>
      <h1 id="lesson-title">{localized(lesson, 'name')}</h1>
      {lesson.video_file ? (
        // The API gives no caption track for lessons yet.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          className="lesson-view__video"
          {...mediaProps}
          ref={videoRef}
          src={player.src}
          poster={lesson.video_poster ?? undefined}
          data-player={player.engine}
          controls
          // Download disabled: no download button, no picture-in-picture or casting copies, and
          // no context menu with 'Save video as…'.
          controlsList="nodownload"
          disablePictureInPicture
          disableRemotePlayback
          playsInline
          preload="metadata"
          onContextMenu={(event) => event.preventDefault()}
        >
          {messages.videoFallback}
        </video>
      ) : (
        <p className="lesson-view__no-video">{messages.noVideo}</p>
      )}
      {player.quality.levels.length > 1 && (
        <Suspense fallback={null}>
          <QualityMenu quality={player.quality} />
        </Suspense>
      )}
      {lesson.pdf_file && (
        <p className="lesson-view__pdf">
          {/* A link, not a script: the browser opens the signed URL in a new tab with the pass. */}
          <a
            className="ac-button"
            href={lesson.pdf_file}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={messages.downloadPdfLabel}
          >
            {messages.downloadPdf}
          </a>
        </p>
      )}
    </article>
  );
}
