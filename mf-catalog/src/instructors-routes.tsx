import { Route, RoutesWithNotFound } from '@academy/shared';

import { InstructorsPage } from './features/instructors/InstructorsPage';

/** What the shell mounts under /Instructors (exposed as ./InstructorsRoutes). */
export default function InstructorsRoutes() {
  return (
    <RoutesWithNotFound>
      <Route index element={<InstructorsPage />} />
    </RoutesWithNotFound>
  );
}
