import { useDocumentTitle, usePaidCheck, type Lesson } from '@academy/shared';
import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';

import { messages } from '../../messages';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';
import { LessonView } from './LessonView';
import { fetchLesson, postComment } from './api';
import './lesson.css';

const logPaidCheckFailed = (error: unknown) =>
  console.error('[learning] could not check the course payment', error);

/** /Lectuers/:courseId/:lessonId: plays a lesson of a course the learner paid for. */
export function LessonPage() {
  const { courseId = '', lessonId = '' } = useParams();
  const { userId, status: paid } = usePaidCheck(courseId, logPaidCheckFailed);
  const [loaded, setLoaded] = useState<{ key: string; lesson: Lesson } | null>(null);
  // Bumped after a comment is posted: the lesson (and so its comments) is fetched again.
  const [revision, setRevision] = useState(0);
  const key = `${courseId}/${lessonId}`;

  useEffect(() => {
    const controller = new AbortController();
    const requested = `${courseId}/${lessonId}`;
    fetchLesson(courseId, lessonId, controller.signal).then(
      (lesson) => setLoaded({ key: requested, lesson }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          console.error('[learning] could not load the lesson', error);
      },
    );
    return () => controller.abort();
  }, [courseId, lessonId, revision]);

  const lesson = loaded?.key === key ? loaded.lesson : null;
  useDocumentTitle(lesson?.name ?? messages.lessonLoading);

  if (userId === null) return <Navigate to="/login" replace />;
  if (paid === 'unpaid') return <Navigate to={`/Checkout/${courseId}`} replace />;

  if (!lesson) {
    return (
      <section className="lesson-page" aria-busy="true" aria-label={messages.lessonLoading}>
        <div className="lesson-view__video lesson-view__video--placeholder" aria-hidden="true" />
      </section>
    );
  }

  return (
    <section className="lesson-page">
      <LessonView lesson={lesson}>
        <section className="lesson-comments" aria-labelledby="comments-title">
          <h2 id="comments-title">{messages.commentsTitle}</h2>
          <CommentList comments={lesson.comments} />
          <CommentForm
            onPost={async (text) => {
              await postComment({ user: userId, text, lesson: lesson.id });
              setRevision((n) => n + 1);
            }}
          />
        </section>
      </LessonView>
    </section>
  );
}
