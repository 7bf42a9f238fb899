import type { CourseProgress } from '@academy/contract';
import {
  paths,
  useCourse,
  useDocumentTitle,
  usePaidCheck,
  Navigate,
  useParams,
  useLocalized,
} from '@academy/shared';

import { useLearningMessages } from '../../messages';
import { useMyLearning } from '../my-learning/api';
import { CourseProgressPanel } from '../progress/CourseProgressPanel';
import { useCourseProgress } from '../progress/use-course-progress';
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
  const localized = useLocalized();
  const messages = useLearningMessages();
  const courseId = useParams().courseId ?? '';
  const { status: paid } = usePaidCheck(courseId, logPaidCheckFailed);
  const load = useCourse(courseId);
  const course = load.status === 'loaded' ? load.course : null;
  // Asked once the learner is known to own the course (an unpaid learner is sent away).
  const progress = useCourseProgress(courseId, paid === 'paid');
  const heading = title ?? course?.name ?? messages.courseLessonsTitle;
  useDocumentTitle(heading);

  if (paid === 'visitor') return <Navigate to={paths.login} replace />;
  if (paid === 'unpaid') return <Navigate to={paths.checkout(courseId)} replace />;

  // A failed paid check shows the list: the server still guards the paid content.
  const ready = course && paid !== 'checking';
  return (
    <section className="ac-page lessons-page" aria-labelledby="lessons-title">
      <h1 id="lessons-title">{heading}</h1>
      {title && course && <p className="lessons-page__course">{localized(course, 'name')}</p>}
      {ready ? (
        <>
          {progress && (
            <LearnerProgress courseId={course.id} progress={progress} lessons={course.lessons} />
          )}
          <LessonAccordion
            courseId={course.id}
            courseName={course.name}
            lessons={course.lessons}
            completedLessons={completedIds(progress)}
          />
        </>
      ) : (
        <LessonPlaceholders />
      )}
    </section>
  );
}

const completedIds = (progress: CourseProgress | null) =>
  new Set(progress?.lessons.filter((lesson) => lesson.completed).map((lesson) => lesson.id));

/** The progress panel, with the certificate already claimed (My learning knows it) once complete. */
function LearnerProgress(
  props: Omit<Parameters<typeof CourseProgressPanel>[0], 'certificateCode' | 'needsName'>,
) {
  const { progress, courseId } = props;
  const complete = progress.total > 0 && progress.completed === progress.total;
  const learning = useMyLearning(complete).data;
  const code = learning?.courses.find((owned) => owned.id === courseId)?.certificate ?? null;
  const needsName = learning?.certificate_name === null;
  return <CourseProgressPanel {...props} certificateCode={code} needsName={needsName} />;
}
