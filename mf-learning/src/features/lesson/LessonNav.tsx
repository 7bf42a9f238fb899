import type { LessonSummary } from '@academy/shared';
import { paths, Link, useLocalized } from '@academy/shared';

import { useLearningMessages } from '../../messages';
import { DirectionArrow } from './DirectionArrow';
import type { LessonNeighbours } from './lesson-neighbours';

interface LessonNavProps extends LessonNeighbours<LessonSummary> {
  courseId: number;
}

/** The previous and next lessons, in lecture order. */
export function LessonNav({ courseId, previous, next }: LessonNavProps) {
  const localized = useLocalized();
  const messages = useLearningMessages();
  if (!previous && !next) return null;
  return (
    <nav className="lesson-nav" aria-label={messages.lessonNavLabel}>
      {previous && (
        <Link
          className="lesson-nav__link lesson-nav__link--previous"
          to={paths.lessons(courseId, previous.id)}
          rel="prev"
        >
          <span className="lesson-nav__direction">
            <DirectionArrow to="back" />
            {messages.previousLesson}
          </span>
          <span className="lesson-nav__name">{localized(previous, 'name')}</span>
        </Link>
      )}
      {next && (
        <Link
          className="lesson-nav__link lesson-nav__link--next"
          to={paths.lessons(courseId, next.id)}
          rel="next"
        >
          <span className="lesson-nav__direction">
            {messages.nextLesson}
            <DirectionArrow to="forward" />
          </span>
          <span className="lesson-nav__name">{localized(next, 'name')}</span>
        </Link>
      )}
    </nav>
  );
}
