import type { MyLearning } from '@academy/contract';
import {
  apiClient,
  expectObject,
  queryOptions,
  selectUserId,
  skipToken,
  useAuthStore,
  useQuery,
  type Shape,
} from '@academy/shared';

const myLearningShape: Shape<MyLearning> = {
  courses: 'array',
  attempts: 'array',
  weakest_domain: 'object?',
  orders: 'array',
  certificate_name: 'string?',
};

/** GET /me/learning/: the learner's courses, recent attempts, weakest domain and orders. */
export async function fetchMyLearning(signal?: AbortSignal): Promise<MyLearning> {
  const response = await apiClient.get<unknown>('/me/learning/', { signal });
  return expectObject(response.data, myLearningShape, 'GET /me/learning/');
}

export const MY_LEARNING_KEY = ['my-learning'] as const;

const logFailure = (error: unknown) =>
  console.error('[learning] could not load My learning', error);

/** The signed-in learner's My learning (a visitor, null, asks nothing). */
export const myLearningQuery = (userId: number | null) =>
  queryOptions({
    queryKey: [...MY_LEARNING_KEY, userId],
    queryFn: userId === null ? skipToken : ({ signal }) => fetchMyLearning(signal),
    staleTime: 0,
    meta: { onError: logFailure },
  });

/** My learning for the signed-in learner; `enabled` false asks nothing (yet). */
export function useMyLearning(enabled = true) {
  return useQuery({ ...myLearningQuery(useAuthStore(selectUserId)), enabled });
}
