import type { Attempt, AttemptMode, AttemptSummary, AttemptSummaryPage } from '@academy/contract';
import {
  paths,
  apiClient,
  apiErrorResponse,
  queryOptions,
  useMutation,
  useNavigate,
} from '@academy/shared';

// What the hub needs of exam mode (list, start, addresses): the player's own calls are in api.ts
// and use-attempt.ts, in the player's chunk.

/**
 * What to start (docs/design/exam-attempts.md#attempts-api): a topic, an exam, a category's full
 * mock, a retest of a submitted attempt's missed or flagged questions, or the drill of the
 * learner's weakest domain in a category.
 */
export type AttemptSource =
  | { exam: number }
  | { topic: number }
  | { mock: string }
  | { from_attempt: number; only: 'missed' | 'flagged' }
  | { drill: string };

export const attemptPath = (id: number) => paths.examAttempt(id);
export const resultPath = (id: number) => paths.examResult(id);
export const historyPath = paths.examHistory;

/** The `detail` of an error answer, if any. */
export function errorDetail(error: unknown): string | null {
  const data = apiErrorResponse(error)?.data;
  if (typeof data === 'object' && data !== null && 'detail' in data) {
    const detail = (data as { detail: unknown }).detail;
    return typeof detail === 'string' ? detail : null;
  }
  return null;
}

/**
 * GET /attempts/?status=in_progress&mode=exam: the learner's exam attempts still running (the
 * newest 100: the hub lists what a learner can pick up, not an archive; /Exam/history has all).
 */
async function fetchInProgress(signal?: AbortSignal): Promise<AttemptSummary[]> {
  const response = await apiClient.get<AttemptSummaryPage>('/attempts/', {
    params: { status: 'in_progress', mode: 'exam', page_size: 100 },
    signal,
  });
  return response.data.results;
}

/** POST /attempts/: a new attempt, in exam mode unless asked. */
async function createAttempt(source: AttemptSource, mode: AttemptMode): Promise<Attempt> {
  const response = await apiClient.post<Attempt>('/attempts/', { ...source, mode });
  return response.data;
}

/** The learner's exam attempts in progress (the hub's Resume list). */
export const inProgressQuery = queryOptions({
  queryKey: ['exam', 'attempts', 'in_progress'],
  queryFn: ({ signal }) => fetchInProgress(signal),
  gcTime: 0,
  meta: {
    onError: (error: unknown) =>
      console.error('[exam] could not load the attempts in progress', error),
  },
});

/**
 * Starts an attempt (exam mode unless asked) and opens its player; a refusal's `detail` is kept to
 * show, as is the bad-request message of a field (a retest of nothing).
 */
export function useStartAttempt() {
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: ({ source, mode }: { source: AttemptSource; mode: AttemptMode }) =>
      createAttempt(source, mode),
    onSuccess: (attempt) => navigate(attemptPath(attempt.id)),
    meta: { onError: (error: unknown) => console.error('[exam] could not start', error) },
  });
  return {
    start: (source: AttemptSource, mode: AttemptMode = 'exam') => start.mutate({ source, mode }),
    pending: start.isPending,
    /** What was being started (to say which button is busy). */
    starting: start.isPending ? start.variables.source : null,
    error: start.isError ? (errorDetail(start.error) ?? fieldError(start.error) ?? '') : null,
  };
}

/** The first message of a 400's fields (`{"only": ["No question was flagged…"]}`), if any. */
function fieldError(error: unknown): string | null {
  const data = apiErrorResponse(error)?.data;
  if (typeof data !== 'object' || data === null) return null;
  for (const messages of Object.values(data as Record<string, unknown>)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') return messages[0];
  }
  return null;
}
