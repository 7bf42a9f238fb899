import type { Attempt, AttemptSummary } from '@academy/contract';
import {
  apiClient,
  apiErrorResponse,
  queryOptions,
  useMutation,
  useNavigate,
} from '@academy/shared';

// What the hub needs of exam mode (list, start, addresses): the player's own calls are in api.ts
// and use-attempt.ts, in the player's chunk.

/** What to start: a topic, an exam, or a category's full mock (DESIGN §12). */
export type AttemptSource = { exam: number } | { topic: number } | { mock: string };

export const attemptPath = (id: number) => `/Exam/attempt/${id}`;
export const resultPath = (id: number) => `/Exam/attempt/${id}/result`;

/** The `detail` of an error answer, if any. */
export function errorDetail(error: unknown): string | null {
  const data = apiErrorResponse(error)?.data;
  if (typeof data === 'object' && data !== null && 'detail' in data) {
    const detail = (data as { detail: unknown }).detail;
    return typeof detail === 'string' ? detail : null;
  }
  return null;
}

/** GET /attempts/?status=in_progress&mode=exam: the learner's exam attempts still running. */
async function fetchInProgress(signal?: AbortSignal): Promise<AttemptSummary[]> {
  const response = await apiClient.get<AttemptSummary[]>('/attempts/', {
    params: { status: 'in_progress', mode: 'exam' },
    signal,
  });
  return response.data;
}

/** POST /attempts/: a new exam-mode attempt. */
async function createAttempt(source: AttemptSource): Promise<Attempt> {
  const response = await apiClient.post<Attempt>('/attempts/', { ...source, mode: 'exam' });
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

/** Starts an exam-mode attempt and opens its player; a refusal's `detail` is kept to show. */
export function useStartAttempt() {
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: (source: AttemptSource) => createAttempt(source),
    onSuccess: (attempt) => navigate(attemptPath(attempt.id)),
    meta: { onError: (error: unknown) => console.error('[exam] could not start', error) },
  });
  return {
    start: (source: AttemptSource) => start.mutate(source),
    pending: start.isPending,
    error: start.isError ? (errorDetail(start.error) ?? '') : null,
  };
}
