import { Route, RoutesWithNotFound } from '@academy/shared';

import { CourseLessonsPage } from './features/lessons/CourseLessonsPage';
import { useLearningMessages } from './messages';

/** What the shell mounts under /Course_Lectuers (exposed as ./CourseLessonsRoutes). */
export default function CourseLessonsRoutes() {
  const messages = useLearningMessages();
  return (
    <RoutesWithNotFound>
      <Route path=":courseId" element={<CourseLessonsPage title={messages.courseLessonsTitle} />} />
    </RoutesWithNotFound>
  );
}
