import { Navigate, useParams } from 'react-router-dom';

import { messages } from '../../messages';
import { LessonAccordion, LessonPlaceholders } from './LessonAccordion';
import { useCourse, usePaidAccess } from './use-course-access';

interface CourseLessonsPageProps {
  /** /Course_Lectuers titles the page 'The Course Lessons'; /Lectuers uses the course name. */
  title?: string;
}

/**
 * /Course_Lectuers/:courseId and /Lectuers/:courseId. Visitors go to /login; a learner who has
 * not paid goes to the course's checkout.
 */
export function CourseLessonsPage({ title }: CourseLessonsPageProps) {
  const courseId = useParams().courseId ?? '';
  const { userId, access } = usePaidAccess(courseId);
  const course = useCourse(courseId);

  if (userId === null) return <Navigate to="/login" replace />;
  if (access === 'unpaid') return <Navigate to={`/Checkout/${courseId}`} replace />;

  const ready = course && access !== 'checking';
  return (
    <section className="lessons-page" aria-labelledby="lessons-title">
      <h1 id="lessons-title">{title ?? course?.name ?? messages.courseLessonsTitle}</h1>
      {title && course && <p className="lessons-page__course">{course.name}</p>}
      {ready ? (
        <LessonAccordion courseId={course.id} courseName={course.name} lessons={course.lessons} />
      ) : (
        <LessonPlaceholders />
      )}
    </section>
  );
}
