import { useMutation, useNavigate } from '@academy/shared';

import { createAttempt, type AttemptSource } from './api';
import { attemptPath, errorDetail } from './use-attempt';

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
