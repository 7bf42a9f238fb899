import type { Lesson } from '@academy/shared';
import { Link } from '@academy/shared';

import { messages } from '../../messages';
import './lesson.css';

interface LessonViewProps {
  lesson: Pick<Lesson, 'name' | 'video_file' | 'pdf_file' | 'course'>;
}

/** A lesson: its name, the video (download disabled) and 'Download PDF'. */
export function LessonView({ lesson }: LessonViewProps) {
  return (
    <article className="lesson-view" aria-labelledby="lesson-title">
      <p className="lesson-view__back">
        <Link to={`/Lectuers/${lesson.course}`}>
          <span aria-hidden="true">← </span>
          {messages.backToLessons}
        </Link>
      </p>
      <h1 id="lesson-title">{lesson.name}</h1>
      {lesson.video_file ? (
        // The API gives no caption track for lessons yet.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          className="lesson-view__video"
          src={lesson.video_file}
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
