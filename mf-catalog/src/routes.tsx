import { NotFound, Route, Routes } from '@academy/shared';

import { CoursesPage } from './features/courses/CoursesPage';
import { InstructorsPage } from './features/instructors/InstructorsPage';

/** What the shell mounts for /Courses and /Instructors (exposed as ./routes). */
export default function CatalogRoutes() {
  return (
    <Routes>
      <Route path="/Courses" element={<CoursesPage />} />
      <Route path="/Instructors" element={<InstructorsPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
