import type { LessonSummary } from '@academy/shared';
import { Link } from '@academy/shared';

import { messages } from '../../messages';
import type { LessonNeighbours } from './lesson-neighbours';

interface LessonNavProps extends LessonNeighbours<LessonSummary> {
  courseId: number;
}

/** The previous and next lessons, in lecture order. */
export function LessonNav({ courseId, previous, next }: LessonNavProps) {
  if (!previous && !next) return null;
  return (
    <nav className="lesson-nav" aria-label={messages.lessonNavLabel}>
      {previous && (
        <Link
          className="lesson-nav__link lesson-nav__link--previous"
          to={`/Lectuers/${courseId}/${previous.id}`}
          rel="prev"
        >
          <span className="lesson-nav__direction">
            <span aria-hidden="true">← </span>
            {messages.previousLesson}
          </span>
          <span className="lesson-nav__name">{previous.name}</span>
        </Link>
      )}
      {next && (
        <Link
          className="lesson-nav__link lesson-nav__link--next"
          to={`/Lectuers/${courseId}/${next.id}`}
          rel="next"
        >
          <span className="lesson-nav__direction">
            {messages.nextLesson}
            <span aria-hidden="true"> →</span>
          </span>
          <span className="lesson-nav__name">{next.name}</span>
        </Link>
      )}
    </nav>
  );
}
