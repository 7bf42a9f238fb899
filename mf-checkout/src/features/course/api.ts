import { apiClient, type Course, type PaidCheck } from '@academy/shared';

/** GET /courses/{id}: the course with prices, instructor, lesson names and description. */
export async function fetchCourse(courseId: string, signal?: AbortSignal): Promise<Course> {
  const response = await apiClient.get<Course>(`/courses/${encodeURIComponent(courseId)}`, {
    signal,
  });
  return response.data;
}

/** GET /check_paid_course/{userId}/{courseId}/: whether this learner already paid. */
export async function fetchPaidCheck(
  userId: number,
  courseId: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const response = await apiClient.get<PaidCheck>(
    `/check_paid_course/${userId}/${encodeURIComponent(courseId)}/`,
    { signal },
  );
  return response.data.paid === true;
}
