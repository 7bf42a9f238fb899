import { NotFound, Route, Routes } from '@academy/shared';

import { InstructorsPage } from './features/instructors/InstructorsPage';

/** What the shell mounts under /Instructors (exposed as ./InstructorsRoutes). */
export default function InstructorsRoutes() {
  return (
    <Routes>
      <Route index element={<InstructorsPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
