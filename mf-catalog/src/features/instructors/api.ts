import {
  apiClient,
  expectList,
  instructorShape,
  queryOptions,
  useQuery,
  type Instructor,
} from '@academy/shared';

/** GET /instructors/: every instructor with name, image, review, mobile number and LinkedIn. */
export async function fetchInstructors(signal?: AbortSignal): Promise<Instructor[]> {
  const response = await apiClient.get<unknown>('/instructors/', { signal });
  return expectList(response.data, instructorShape, 'GET /instructors/');
}

export const instructorsQuery = queryOptions({
  queryKey: ['instructors'],
  queryFn: ({ signal }) => fetchInstructors(signal),
  meta: { onError: (error) => console.error('[catalog] could not load the instructors', error) },
});

/** The instructors, or null while loading. A failure is logged only: the spinner stays. */
export function useInstructors(): Instructor[] | null {
  return useQuery(instructorsQuery).data ?? null;
}
