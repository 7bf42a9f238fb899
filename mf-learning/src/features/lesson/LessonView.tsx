import type { Lesson } from '@academy/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { messages } from '../../messages';
import './lesson.css';

interface LessonViewProps {
  lesson: Pick<Lesson, 'name' | 'video_file' | 'pdf_file' | 'course'>;
  /** The comments area, below the video. */
  children?: ReactNode;
}

/** A lesson: its name, the video (download disabled), the PDF, then the comments. */
export function LessonView({ lesson, children }: LessonViewProps) {
  return (
    <article className="lesson-view" aria-labelledby="lesson-title">
      <p className="lesson-view__back">
        <Link to={`/Lectuers/${lesson.course}`}>← {messages.backToLessons}</Link>
      </p>
      <h1 id="lesson-title">{lesson.name}</h1>
      {lesson.video_file ? (
        // The API gives no caption track for lessons yet.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          className="lesson-view__video"
          src={lesson.video_file}
          controls
          controlsList="nodownload"
          disablePictureInPicture
          preload="metadata"
          onContextMenu={(event) => event.preventDefault()}
        >
          {messages.videoFallback}
        </video>
      ) : (
        <p className="lesson-view__no-video">{messages.noVideo}</p>
      )}
      {lesson.pdf_file && (
        <p>
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
      {children}
    </article>
  );
}
