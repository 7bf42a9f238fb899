import { apiErrorResponse, queryOptions, type QueryClient } from '@academy/shared';

import { fetchAttempt, fetchReview, type SyncedAttempt } from './api';
import type { SaveFailure } from './save-queue';

const logFailure = (what: string) => (error: unknown) =>
  console.error(`[exam] could not load ${what}`, error);

/** One attempt as the server keeps it: never remembered off screen (gcTime 0). */
export const attemptQuery = (id: number) =>
  queryOptions({
    queryKey: ['exam', 'attempt', id],
    queryFn: ({ signal }) => fetchAttempt(id, signal),
    gcTime: 0,
    meta: { onError: logFailure(`attempt ${id}`) },
  });

/** After submit: every question with the answers and explanations. */
export const reviewQuery = (id: number, enabled: boolean) =>
  queryOptions({
    queryKey: ['exam', 'attempt', id, 'review'],
    queryFn: ({ signal }) => fetchReview(id, signal),
    enabled,
    gcTime: 0,
    meta: { onError: logFailure(`the review of attempt ${id}`) },
  });

/** A write's new Attempt replaces the read one (its clock too). */
export function storeAttempt(client: QueryClient, synced: SyncedAttempt): void {
  client.setQueryData(attemptQuery(synced.attempt.id).queryKey, synced);
}

/** A failed save: retried unless the server answered that it will never take it. */
export function classifySaveError(error: unknown): SaveFailure {
  const status = apiErrorResponse(error)?.status;
  if (status === undefined || status >= 500 || status === 429 || status === 408) return 'retry';
  if (status === 409) return 'conflict';
  return 'refused';
}

// What the hub shares with the player (in the hub's first chunk).
export { attemptPath, errorDetail, historyPath, resultPath } from './use-start-attempt';
