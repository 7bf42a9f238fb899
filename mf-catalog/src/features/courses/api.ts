import { apiClient, courseSummaryShape, expectList, type CourseSummary } from '@academy/shared';

/** GET /courses/: every published course (id, name, image, status, category, prices). */
export async function fetchCourses(signal?: AbortSignal): Promise<CourseSummary[]> {
  const response = await apiClient.get<unknown>('/courses/', { signal });
  return expectList(response.data, courseSummaryShape, 'GET /courses/');
}
