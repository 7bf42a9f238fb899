import {
  paths,
  NotFound,
  useCourse,
  useDocumentTitle,
  usePaidCheck,
  type Lesson,
  type LessonSummary,
  Navigate,
  useParams,
  useLocalized,
} from '@academy/shared';
import { lazy, Suspense } from 'react';

import { useLearningMessages } from '../../messages';
import { lessonProgressOf, useCourseProgress } from '../progress/use-course-progress';
import {
  useLessonProgressReporter,
  useReportLessonOpened,
} from '../progress/use-lesson-progress-reporter';
import { LessonNav } from './LessonNav';
import { LessonView } from './LessonView';
import { lessonNeighbours } from './lesson-neighbours';
import { usePrefetchHlsPlayer } from './video/use-hls-source';
import { useLesson } from './api';
import './lesson.css';

// The comments (list, form and their rules) sit below the player: fetched beside it, they keep
// the lesson page's first chunk to what starts the video.
const CommentsSection = lazy(() =>
  import(/* webpackChunkName: "lesson-comments" */ '../comments/CommentsSection').then(
    (module) => ({ default: module.CommentsSection }),
  ),
);

const logPaidCheckFailed = (error: unknown) =>
  console.error('[learning] could not check the course payment', error);

/**
 * /Lectuers/:courseId/:lessonId: plays a lesson of a course the learner paid for. Visitors go to
 * /login, a learner who has not paid to the course's checkout, an unknown lesson is not found.
 * The course (for previous/next) failing to load is silently ignored (docs/specification.md §8).
 */
export function LessonPage() {
  const { courseId = '', lessonId = '' } = useParams();
  const { userId, status: paid } = usePaidCheck(courseId, logPaidCheckFailed);
  const load = useLesson(userId, courseId, lessonId);
  const course = useCourse(courseId);
  usePrefetchHlsPlayer(userId !== null);

  if (userId === null) return <Navigate to={paths.login} replace />;
  if (paid === 'unpaid' || load.status === 'unpaid') {
    return <Navigate to={paths.checkout(courseId)} replace />;
  }
  if (load.status === 'missing') return <NotFound />;
  if (load.status !== 'loaded') return <LessonPlaceholder />;
  return (
    <LessonScreen
      // One player (and progress reporter) per lesson: the next lesson starts afresh.
      key={load.lesson.id}
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
  const localized = useLocalized();
  useDocumentTitle(localized(lesson, 'name'));
  const progress = useCourseProgress(String(lesson.course));
  // Where the learner stopped: known once the course's progress has loaded (0 for a first visit).
  const resumeAt = progress ? (lessonProgressOf(progress, lesson.id)?.position ?? 0) : null;
  const mediaProps = useLessonProgressReporter(lesson.id, resumeAt);
  useReportLessonOpened(lesson.id, !lesson.video_file && Boolean(lesson.pdf_file));
  return (
    <div className="ac-page lesson-page">
      <LessonView lesson={lesson} mediaProps={mediaProps} />
      {courseLessons && (
        <LessonNav courseId={lesson.course} {...lessonNeighbours(courseLessons, lesson.id)} />
      )}
      <Suspense fallback={null}>
        <CommentsSection
          key={lesson.id}
          courseId={lesson.course}
          lessonId={lesson.id}
          comments={lesson.comments}
          commentsNext={lesson.comments_next}
        />
      </Suspense>
    </div>
  );
}

/** The lesson's shape in grey while it loads. */
function LessonPlaceholder() {
  const messages = useLearningMessages();
  useDocumentTitle(messages.lessonLoading);
  return (
    <section className="ac-page lesson-page" aria-busy="true" aria-label={messages.lessonLoading}>
      <div className="lesson-placeholder__title" aria-hidden="true" />
      <div className="lesson-view__video lesson-view__video--placeholder" aria-hidden="true" />
    </section>
  );
}
