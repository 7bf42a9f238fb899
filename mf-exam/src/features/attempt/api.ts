import type {
  Attempt,
  AttemptResult,
  AttemptReview,
  SaveResponseBody,
  SavedResponse,
} from '@academy/contract';
import { apiClient } from '@academy/shared';

import { syncClock, type ServerClock } from './clock';

/** An Attempt with the moment (monotonic clock) its answer arrived: the countdown starts there. */
export interface SyncedAttempt {
  attempt: Attempt;
  clock: ServerClock;
}

const synced = (attempt: Attempt): SyncedAttempt => ({
  attempt,
  clock: syncClock(attempt, performance.now()),
});

const attemptPath = (id: number) => `/attempts/${id}/`;

/** GET /attempts/{id}/: the attempt as saved (resume anywhere). */
export async function fetchAttempt(id: number, signal?: AbortSignal): Promise<SyncedAttempt> {
  const response = await apiClient.get<Attempt>(attemptPath(id), { signal });
  return synced(response.data);
}

/** PUT /attempts/{id}/responses/{qid}/: one question's answer and/or flag. */
export async function saveResponse(
  id: number,
  questionId: number,
  body: SaveResponseBody,
): Promise<SavedResponse> {
  const response = await apiClient.put<SavedResponse>(
    `${attemptPath(id)}responses/${questionId}/`,
    body,
  );
  return response.data;
}

/** POST /attempts/{id}/sections/{i}/finish/: leaves a section, with or without its break. */
export async function finishSection(
  id: number,
  index: number,
  takeBreak: boolean,
): Promise<SyncedAttempt> {
  const response = await apiClient.post<Attempt>(`${attemptPath(id)}sections/${index}/finish/`, {
    break: takeBreak,
  });
  return synced(response.data);
}

/** POST /attempts/{id}/break/end/: back to the exam before the break's end. */
export async function endBreak(id: number): Promise<SyncedAttempt> {
  const response = await apiClient.post<Attempt>(`${attemptPath(id)}break/end/`);
  return synced(response.data);
}

/** POST /attempts/{id}/submit/ (idempotent): the result. */
export async function submitAttempt(id: number): Promise<AttemptResult> {
  const response = await apiClient.post<AttemptResult>(`${attemptPath(id)}submit/`);
  return response.data;
}

/** GET /attempts/{id}/review/ (after submit): every question with the answers and explanations. */
export async function fetchReview(id: number, signal?: AbortSignal): Promise<AttemptReview> {
  const response = await apiClient.get<AttemptReview>(`${attemptPath(id)}review/`, { signal });
  return response.data;
}
