import { apiClient, type Instructor } from '@academy/shared';

/** GET /instructors/: every instructor with name, image, review, mobile number and LinkedIn. */
export async function fetchInstructors(signal?: AbortSignal): Promise<Instructor[]> {
  const response = await apiClient.get<Instructor[]>('/instructors/', { signal });
  return response.data;
}
