import { Route, RoutesWithNotFound } from '@academy/shared';

import { ExamHubPage } from './features/hub/ExamHubPage';

/**
 * What the shell mounts under /Exam (exposed as ./routes; paths relative to it). Learners only:
 * the shell's guard (the registry's `access`) sends visitors to /login first.
 */
export default function ExamRoutes() {
  return (
    <RoutesWithNotFound>
      <Route path=":examId?" element={<ExamHubPage />} />
    </RoutesWithNotFound>
  );
}
