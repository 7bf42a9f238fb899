import {
  paths,
  sortLessonsByLecture,
  type LessonSummary,
  Link,
  useLocalized,
} from '@academy/shared';

import { useLearningMessages } from '../../messages';
import './lessons.css';

export interface LessonAccordionProps {
  courseId: string | number;
  /** Names the exam category: 'Start Exam' goes to /Exam/{course name}. */
  courseName: string;
  lessons: readonly LessonSummary[];
  /** The lessons the learner completed: ticked (none while their progress loads). */
  completedLessons?: ReadonlySet<number>;
}

/**
 * The course's lessons in lecture order, each with 'Start Learn' (and a tick once completed),
 * and 'Start Exam'.
 */
export function LessonAccordion({
  courseId,
  courseName,
  lessons,
  completedLessons,
}: LessonAccordionProps) {
  const messages = useLearningMessages();
  const localized = useLocalized();
  return (
    <div className="lesson-accordion">
      {lessons.length === 0 ? (
        <p className="lesson-accordion__empty">{messages.noLessons}</p>
      ) : (
        <ol className="lesson-accordion__list">
          {sortLessonsByLecture(lessons).map((lesson) => {
            const nameId = `lesson-name-${lesson.id}`;
            return (
              <li key={lesson.id}>
                <details className="lesson-accordion__item">
                  <summary id={nameId}>
                    <span className="lesson-accordion__name">{localized(lesson, 'name')}</span>
                    {completedLessons?.has(lesson.id) && (
                      <>
                        {' '}
                        <span className="lesson-accordion__done">
                          <span aria-hidden="true">✓</span> {messages.lessonCompleted}
                        </span>
                      </>
                    )}
                  </summary>
                  <div className="lesson-accordion__body">
                    <Link
                      className="ac-button"
                      to={paths.lessons(courseId, lesson.id)}
                      aria-describedby={nameId}
                    >
                      {messages.startLearn}
                    </Link>
                  </div>
                </details>
              </li>
            );
          })}
        </ol>
      )}
      <Link className="ac-button lesson-accordion__exam" to={paths.exam(courseName)}>
        {messages.startExam}
      </Link>
    </div>
  );
}

/** Grey rows in the accordion's shape while the course loads. */
export function LessonPlaceholders({ count = 4 }: { count?: number }) {
  const messages = useLearningMessages();
  return (
    <div className="lesson-accordion">
      <ol className="lesson-accordion__list" aria-busy="true" aria-label={messages.lessonsLoading}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <div className="ac-skeleton lesson-placeholder" aria-hidden="true" />
          </li>
        ))}
      </ol>
    </div>
  );
}
