import { Route, RoutesWithNotFound } from '@academy/shared';

import { CourseLessonsPage } from './features/lessons/CourseLessonsPage';
import { messages } from './messages';

/** What the shell mounts under /Course_Lectuers (exposed as ./CourseLessonsRoutes). */
export default function CourseLessonsRoutes() {
  return (
    <RoutesWithNotFound>
      <Route path=":courseId" element={<CourseLessonsPage title={messages.courseLessonsTitle} />} />
    </RoutesWithNotFound>
  );
}
