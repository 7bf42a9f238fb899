import { useCourse, useDocumentTitle, usePaidCheck, Navigate, useParams } from '@academy/shared';

import { messages } from '../../messages';
import { LessonAccordion, LessonPlaceholders } from './LessonAccordion';

interface CourseLessonsPageProps {
  /** /Course_Lectuers titles the page 'The Course Lessons'; /Lectuers uses the course name. */
  title?: string;
}

const logPaidCheckFailed = (error: unknown) =>
  console.error('[learning] could not check the course payment', error);

/**
 * /Course_Lectuers/:courseId and /Lectuers/:courseId. Visitors go to /login; a learner who has
 * not paid goes to the course's checkout. A failed course load is silently ignored (spec
 * section 8): the placeholders stay.
 */
export function CourseLessonsPage({ title }: CourseLessonsPageProps) {
  const courseId = useParams().courseId ?? '';
  const { status: paid } = usePaidCheck(courseId, logPaidCheckFailed);
  const load = useCourse(courseId);
  const course = load.status === 'loaded' ? load.course : null;
  const heading = title ?? course?.name ?? messages.courseLessonsTitle;
  useDocumentTitle(heading);

  if (paid === 'visitor') return <Navigate to="/login" replace />;
  if (paid === 'unpaid') return <Navigate to={`/Checkout/${courseId}`} replace />;

  // A failed paid check shows the list: the server still guards the paid content.
  const ready = course && paid !== 'checking';
  return (
    <section className="ac-page lessons-page" aria-labelledby="lessons-title">
      <h1 id="lessons-title">{heading}</h1>
      {title && course && <p className="lessons-page__course">{course.name}</p>}
      {ready ? (
        <LessonAccordion courseId={course.id} courseName={course.name} lessons={course.lessons} />
      ) : (
        <LessonPlaceholders />
      )}
    </section>
  );
}
