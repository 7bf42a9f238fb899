import type { Readiness, ReadinessCheck, ReviewOutcome, ReviewQueue } from '@academy/contract';
import type { LearnerAnswer } from '@academy/contract/grading';
import { apiClient, queryOptions } from '@academy/shared';

// The readiness estimate, the adaptive check and today's review (docs/readiness.md).

const logFailure = (what: string) => (error: unknown) =>
  console.error(`[exam] could not load ${what}`, error);

export const readinessQuery = (category: string) =>
  queryOptions({
    queryKey: ['exam', 'readiness', category],
    queryFn: async ({ signal }) =>
      (await apiClient.get<Readiness>('/readiness/', { params: { category }, signal })).data,
    meta: { onError: logFailure('the readiness estimate') },
  });

export const checkQuery = (id: number) =>
  queryOptions({
    queryKey: ['exam', 'readiness', 'check', id],
    queryFn: async ({ signal }) =>
      (await apiClient.get<ReadinessCheck>(`/readiness/checks/${id}/`, { signal })).data,
    gcTime: 0,
    meta: { onError: logFailure('the readiness check') },
  });

export async function startCheck(category: string): Promise<ReadinessCheck> {
  return (await apiClient.post<ReadinessCheck>('/readiness/checks/', { category })).data;
}

export async function answerCheck(
  id: number,
  questionId: number,
  answer: LearnerAnswer,
): Promise<ReadinessCheck> {
  return (
    await apiClient.post<ReadinessCheck>(`/readiness/checks/${id}/answer/`, {
      question_id: questionId,
      answer,
    })
  ).data;
}

export const reviewQuery = (category?: string) =>
  queryOptions({
    queryKey: ['exam', 'review', category ?? 'all'],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<ReviewQueue>('/reviews/today/', {
          params: category ? { category } : {},
          signal,
        })
      ).data,
    meta: { onError: logFailure("today's review") },
  });

export async function answerReview(
  questionId: number,
  answer: LearnerAnswer,
): Promise<ReviewOutcome> {
  return (await apiClient.post<ReviewOutcome>(`/reviews/${questionId}/answer/`, { answer })).data;
}
