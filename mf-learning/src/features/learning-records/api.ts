import type { LearningRecordsProfile, MyContactHours, NationalIdBody } from '@academy/contract';
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

// The learner's side of the learning records (docs/learning-records.md): whether their national
// ID is on file for NELC (never the number), saving it, and their contact hours per course.

const profileShape: Shape<LearningRecordsProfile> = {
  nelc: 'boolean',
  national_id_saved: 'boolean',
  consented_at: 'string?',
};

export const LEARNING_RECORDS_KEY = ['learning-records'] as const;

const logFailure = (what: string) => (error: unknown) =>
  console.error(`[learning] could not load ${what}`, error);

/** GET /learning-records/profile/: NELC's profile on or off, and whether an ID is saved. */
export const learningRecordsProfileQuery = (userId: number | null) =>
  queryOptions({
    queryKey: [...LEARNING_RECORDS_KEY, 'profile', userId],
    queryFn:
      userId === null
        ? skipToken
        : async ({ signal }) => {
            const response = await apiClient.get<unknown>('/learning-records/profile/', {
              signal,
            });
            return expectObject(response.data, profileShape, 'GET /learning-records/profile/');
          },
    meta: { onError: logFailure('the learning records profile') },
  });

export function useLearningRecordsProfile() {
  return useQuery(learningRecordsProfileQuery(useAuthStore(selectUserId)));
}

/** PUT /learning-records/national-id/: 400 with `national_id` or `consent` when refused. */
export async function saveNationalId(body: NationalIdBody): Promise<LearningRecordsProfile> {
  const response = await apiClient.put<unknown>('/learning-records/national-id/', body);
  return expectObject(response.data, profileShape, 'PUT /learning-records/national-id/');
}

/** GET /learning-records/hours/: time on task per owned course against its contact hours. */
export const contactHoursQuery = (userId: number | null) =>
  queryOptions({
    queryKey: [...LEARNING_RECORDS_KEY, 'hours', userId],
    queryFn:
      userId === null
        ? skipToken
        : async ({ signal }) => {
            const response = await apiClient.get<unknown>('/learning-records/hours/', { signal });
            return expectObject<MyContactHours>(
              response.data,
              { courses: 'array' },
              'GET /learning-records/hours/',
            );
          },
    staleTime: 0,
    meta: { onError: logFailure('the contact hours') },
  });

export function useContactHours() {
  return useQuery(contactHoursQuery(useAuthStore(selectUserId)));
}
