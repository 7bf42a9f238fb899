import { Route, RoutesWithNotFound, Spinner } from '@academy/shared';
import { lazy, Suspense } from 'react';

import { LessonPage } from './features/lesson/LessonPage';
import { useLearningMessages } from './messages';

// Here the lesson player is the first screen; the spec's lesson list at /Lectuers/{id} (the same
// list /Course_Lectuers shows, from its own expose) is a chunk of its own.
const CourseLessonsPage = lazy(() =>
  import('./features/lessons/CourseLessonsPage').then((module) => ({
    default: module.CourseLessonsPage,
  })),
);

/** What the shell mounts under /Lectuers (exposed as ./routes; paths relative to it). */
export default function LessonsRoutes() {
  const messages = useLearningMessages();
  return (
    <RoutesWithNotFound>
      <Route
        path=":courseId"
        element={
          <Suspense fallback={<Spinner label={messages.lessonsLoading} />}>
            <CourseLessonsPage />
          </Suspense>
        }
      />
      <Route path=":courseId/:lessonId" element={<LessonPage />} />
    </RoutesWithNotFound>
  );
}
