import { Route, RoutesWithNotFound } from '@academy/shared';

import { CoursesPage } from './features/courses/CoursesPage';

/** What the shell mounts under /Courses (exposed as ./routes; paths relative to it). */
export default function CoursesRoutes() {
  return (
    <RoutesWithNotFound>
      <Route index element={<CoursesPage />} />
    </RoutesWithNotFound>
  );
}
