import { Route, RoutesWithNotFound } from '@academy/shared';

import { LessonPage } from './features/lesson/LessonPage';
import { CourseLessonsPage } from './features/lessons/CourseLessonsPage';

/** What the shell mounts under /Lectuers (exposed as ./routes; paths relative to it). */
export default function LessonsRoutes() {
  return (
    <RoutesWithNotFound>
      <Route path=":courseId" element={<CourseLessonsPage />} />
      <Route path=":courseId/:lessonId" element={<LessonPage />} />
    </RoutesWithNotFound>
  );
}
