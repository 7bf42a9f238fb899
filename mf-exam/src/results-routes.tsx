import { Route, RoutesWithNotFound } from '@academy/shared';

import { ResultsPage } from './features/results/ResultsPage';

/**
 * What the shell mounts under /SeeTheAnswerTable (exposed as ./ResultsRoutes): its own exposed
 * module, so the results' code loads only when they are opened.
 */
export default function ResultsRoutes() {
  return (
    <RoutesWithNotFound>
      <Route index element={<ResultsPage />} />
    </RoutesWithNotFound>
  );
}
