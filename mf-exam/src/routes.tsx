import { NotFound, Spinner, useAuthStore, Navigate, Route, Routes } from '@academy/shared';
import { lazy, Suspense, type ReactNode } from 'react';

import { ExamHubPage } from './features/hub/ExamHubPage';

// The results page is its own route: its code loads when it is opened.
const ResultsPage = lazy(() =>
  import('./features/results/ResultsPage').then((module) => ({ default: module.ResultsPage })),
);

/** Exams and results are for logged-in learners: visitors go to /login (spec section 6). */
function LearnersOnly({ children }: { children: ReactNode }) {
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  return isLoggedIn ? children : <Navigate to="/login" replace />;
}

/** What the shell mounts for /Exam and /SeeTheAnswerTable (exposed as ./routes). */
export default function ExamRoutes() {
  return (
    <Routes>
      <Route
        path="/Exam/:examId?"
        element={
          <LearnersOnly>
            <ExamHubPage />
          </LearnersOnly>
        }
      />
      <Route
        path="/SeeTheAnswerTable"
        element={
          <LearnersOnly>
            <Suspense fallback={<Spinner />}>
              <ResultsPage />
            </Suspense>
          </LearnersOnly>
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
