import {
  NotFound,
  useCourse,
  useDocumentTitle,
  usePaidCheck,
  type Lesson,
  type LessonSummary,
  Navigate,
  useParams,
} from '@academy/shared';

import { messages } from '../../messages';
import { CommentsSection } from '../comments/CommentsSection';
import { LessonNav } from './LessonNav';
import { LessonView } from './LessonView';
import { lessonNeighbours } from './lesson-neighbours';
import { useLesson } from './api';
import './lesson.css';

const logPaidCheckFailed = (error: unknown) =>
  console.error('[learning] could not check the course payment', error);

/**
 * /Lectuers/:courseId/:lessonId: plays a lesson of a course the learner paid for. Visitors go to
 * /login, a learner who has not paid to the course's checkout, an unknown lesson is not found.
 * The course (for previous/next) failing to load is silently ignored (spec section 8).
 */
export function LessonPage() {
  const { courseId = '', lessonId = '' } = useParams();
  const { userId, status: paid } = usePaidCheck(courseId, logPaidCheckFailed);
  const load = useLesson(userId, courseId, lessonId);
  const course = useCourse(courseId);

  if (userId === null) return <Navigate to="/login" replace />;
  if (paid === 'unpaid' || load.status === 'unpaid') {
    return <Navigate to={`/Checkout/${courseId}`} replace />;
  }
  if (load.status === 'missing') return <NotFound />;
  if (load.status !== 'loaded') return <LessonPlaceholder />;
  return (
    <LessonScreen
      lesson={load.lesson}
      courseLessons={course.status === 'loaded' ? course.course.lessons : null}
    />
  );
}

interface LessonScreenProps {
  lesson: Lesson;
  /** The course's lesson names, for previous/next; null while (or when failing) to load. */
  courseLessons: readonly LessonSummary[] | null;
}

function LessonScreen({ lesson, courseLessons }: LessonScreenProps) {
  useDocumentTitle(lesson.name);
  return (
    <div className="ac-page lesson-page">
      <LessonView lesson={lesson} />
      {courseLessons && (
        <LessonNav courseId={lesson.course} {...lessonNeighbours(courseLessons, lesson.id)} />
      )}
      <CommentsSection
        key={lesson.id}
        courseId={lesson.course}
        lessonId={lesson.id}
        comments={lesson.comments}
        commentsNext={lesson.comments_next}
      />
    </div>
  );
}

/** The lesson's shape in grey while it loads. */
function LessonPlaceholder() {
  useDocumentTitle(messages.lessonLoading);
  return (
    <section className="ac-page lesson-page" aria-busy="true" aria-label={messages.lessonLoading}>
      <div className="lesson-placeholder__title" aria-hidden="true" />
      <div className="lesson-view__video lesson-view__video--placeholder" aria-hidden="true" />
    </section>
  );
}
