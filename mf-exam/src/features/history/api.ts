import type { AttemptSummaryPage, AttemptTrend } from '@academy/contract';
import { apiClient, keepPreviousData, queryOptions } from '@academy/shared';

const logFailure = (what: string) => (error: unknown) =>
  console.error(`[exam] could not load ${what}`, error);

/** The API's page size of GET /attempts/ (25 unless asked). */
export const HISTORY_PAGE_SIZE = 25;

/** GET /attempts/?page=: one page of the learner's attempts, newest first. */
async function fetchAttemptsPage(page: number, signal?: AbortSignal): Promise<AttemptSummaryPage> {
  const response = await apiClient.get<AttemptSummaryPage>('/attempts/', {
    params: { page, page_size: HISTORY_PAGE_SIZE },
    signal,
  });
  return response.data;
}

/** GET /attempts/trends/: the score over time of each exam, topic, mock and drill. */
async function fetchTrends(signal?: AbortSignal): Promise<AttemptTrend[]> {
  const response = await apiClient.get<AttemptTrend[]>('/attempts/trends/', { signal });
  return response.data;
}

/** One page of the history (1-based); the page on screen stays while the next one loads. */
export const attemptsPageQuery = (page: number) =>
  queryOptions({
    queryKey: ['exam', 'attempts', 'history', page],
    queryFn: ({ signal }) => fetchAttemptsPage(page, signal),
    placeholderData: keepPreviousData,
    meta: { onError: logFailure(`page ${page} of the attempts`) },
  });

export const trendsQuery = queryOptions({
  queryKey: ['exam', 'attempts', 'trends'],
  queryFn: ({ signal }) => fetchTrends(signal),
  meta: { onError: logFailure('the score trends') },
});
