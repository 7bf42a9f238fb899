import { Route, RoutesWithNotFound, Spinner } from '@academy/shared';
import { lazy, Suspense } from 'react';

import { ExamHubPage } from './features/hub/ExamHubPage';
import { useHubMessages } from './features/hub/messages';

// Exam mode's player and result are chunks of their own: the hub does not carry them.
const AttemptPage = lazy(() => import('./features/attempt/AttemptPage'));
const AttemptResultPage = lazy(() => import('./features/attempt/AttemptResultPage'));
const HistoryPage = lazy(() => import('./features/history/HistoryPage'));
// Readiness and review (issue 38): chunks of their own too.
const ReadinessPage = lazy(() => import('./features/readiness/ReadinessPage'));
const ReadinessCheckPage = lazy(() => import('./features/readiness/ReadinessCheckPage'));
const ReviewPage = lazy(() => import('./features/readiness/ReviewPage'));

/**
 * What the shell mounts under /Exam (exposed as ./routes; paths relative to it). Learners only:
 * the shell's guard (the registry's `access`) sends visitors to /login first. `attempt/{id}` is an
 * exam-mode attempt (its `?q=` the question on screen), `attempt/{id}/result` its result,
 * `history` every attempt of the learner with the score trends.
 */
export default function ExamRoutes() {
  const hubMessages = useHubMessages();
  const loading = <Spinner label={hubMessages.loadingAttempt} />;
  return (
    <RoutesWithNotFound>
      <Route path=":examId?" element={<ExamHubPage />} />
      <Route
        path="history"
        element={
          <Suspense fallback={loading}>
            <HistoryPage />
          </Suspense>
        }
      />
      <Route
        path="readiness"
        element={
          <Suspense fallback={loading}>
            <ReadinessPage />
          </Suspense>
        }
      />
      <Route
        path="readiness/:checkId"
        element={
          <Suspense fallback={loading}>
            <ReadinessCheckPage />
          </Suspense>
        }
      />
      <Route
        path="review"
        element={
          <Suspense fallback={loading}>
            <ReviewPage />
          </Suspense>
        }
      />
      <Route
        path="attempt/:attemptId"
        element={
          <Suspense fallback={loading}>
            <AttemptPage />
          </Suspense>
        }
      />
      <Route
        path="attempt/:attemptId/result"
        element={
          <Suspense fallback={loading}>
            <AttemptResultPage />
          </Suspense>
        }
      />
    </RoutesWithNotFound>
  );
}
