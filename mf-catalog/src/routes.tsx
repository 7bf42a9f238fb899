import { NotFound, Route, Routes } from '@academy/shared';

import { CoursesPage } from './features/courses/CoursesPage';

/** What the shell mounts under /Courses (exposed as ./routes; paths relative to it). */
export default function CoursesRoutes() {
  return (
    <Routes>
      <Route index element={<CoursesPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
