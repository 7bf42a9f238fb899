// The practice player as the exam remote mounts it at /Exam/T1, with the results table's route
// and the toasts, and the demo PMP question sets the player tests play.
import { apiClient, Route, Routes, ToastHost, type Exam, type ExamSummary } from '@academy/shared';
import { FreshQueryClient, MemoryRouter } from '@academy/shared/testing';
import { render } from '@testing-library/react';

import { fetchQuestionSet } from '../features/hub/api';
import ExamPlayer from '../features/player/ExamPlayer';
import { ResultsPage } from '../features/results/ResultsPage';

export function renderPlayer(exam: Exam) {
  return render(
    <MemoryRouter initialEntries={['/Exam/T1']}>
      <Routes>
        <Route path="/Exam/:examId" element={<ExamPlayer exam={exam} />} />
        <Route path="/SeeTheAnswerTable" element={<ResultsPage />} />
      </Routes>
      <ToastHost />
    </MemoryRouter>,
    { wrapper: FreshQueryClient },
  );
}

/** A demo PMP topic or exam by its name, as the player gets it. */
export async function pmpQuestionSet(kind: 'topic' | 'exam', name: string): Promise<Exam> {
  const { data } = await apiClient.get<ExamSummary[]>(`/PMP/${kind}s`);
  const summary = data.find((candidate) => candidate.name === name);
  if (!summary) throw new Error(`the demo PMP content has no ${kind} named ${name}`);
  return fetchQuestionSet('PMP', { kind, id: summary.id });
}

/** An OC/MC answer's fields of the other types. */
export const noType = { side: null, match_id: null, region: null };
