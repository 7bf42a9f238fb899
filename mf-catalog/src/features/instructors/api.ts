import {
  apiClient,
  expectList,
  instructorShape,
  useResource,
  type Instructor,
  type ResourceOptions,
} from '@academy/shared';

/** GET /instructors/: every instructor with name, image, review, mobile number and LinkedIn. */
export async function fetchInstructors(signal?: AbortSignal): Promise<Instructor[]> {
  const response = await apiClient.get<unknown>('/instructors/', { signal });
  return expectList(response.data, instructorShape, 'GET /instructors/');
}

const instructorsResource: ResourceOptions<Instructor[]> = {
  key: ['instructors'],
  fetch: fetchInstructors,
  onError: (error) => console.error('[catalog] could not load the instructors', error),
};

/** The instructors, or null while loading. A failure is logged only: the spinner stays. */
export function useInstructors(): Instructor[] | null {
  return useResource(instructorsResource).data ?? null;
}
