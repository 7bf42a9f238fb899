import { sortLessonsByLecture, type LessonSummary, Link } from '@academy/shared';

import { messages } from '../../messages';
import './lessons.css';

export interface LessonAccordionProps {
  courseId: string | number;
  /** Names the exam category: 'Start Exam' goes to /Exam/{course name}. */
  courseName: string;
  lessons: readonly LessonSummary[];
}

/** The course's lessons in lecture order, each with 'Start Learn', and 'Start Exam'. */
export function LessonAccordion({ courseId, courseName, lessons }: LessonAccordionProps) {
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
                  <summary id={nameId}>{lesson.name}</summary>
                  <div className="lesson-accordion__body">
                    <Link
                      className="ac-button"
                      to={`/Lectuers/${courseId}/${lesson.id}`}
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
      <Link
        className="ac-button lesson-accordion__exam"
        to={`/Exam/${encodeURIComponent(courseName)}`}
      >
        {messages.startExam}
      </Link>
    </div>
  );
}

/** Grey rows in the accordion's shape while the course loads. */
export function LessonPlaceholders({ count = 4 }: { count?: number }) {
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
