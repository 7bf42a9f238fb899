import { apiClient, expectList, instructorShape, type Instructor } from '@academy/shared';

/** GET /instructors/: every instructor with name, image, review, mobile number and LinkedIn. */
export async function fetchInstructors(signal?: AbortSignal): Promise<Instructor[]> {
  const response = await apiClient.get<unknown>('/instructors/', { signal });
  return expectList(response.data, instructorShape, 'GET /instructors/');
}
