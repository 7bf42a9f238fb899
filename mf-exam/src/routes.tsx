import { NotFound } from '@academy/shared';
import { Route, Routes } from 'react-router-dom';

import { ExamHubPage } from './features/hub/ExamHubPage';
import { ResultsPage } from './features/results/ResultsPage';

/** What the shell mounts for /Exam and /SeeTheAnswerTable (exposed as ./routes). */
export default function ExamRoutes() {
  return (
    <Routes>
      <Route path="/Exam/:examId?" element={<ExamHubPage />} />
      <Route path="/SeeTheAnswerTable" element={<ResultsPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
