// Course calls more than one remote makes (the checkout and the lessons pages).
import { apiClient } from '../api/api-client';
import type { Course, PaidCheck } from '../types';

/** GET /courses/{id}: the public course detail (prices, instructor, lesson names, description). */
export async function fetchCourse(courseId: string, signal?: AbortSignal): Promise<Course> {
  const response = await apiClient.get<Course>(`/courses/${encodeURIComponent(courseId)}`, {
    signal,
  });
  return response.data;
}

/** GET /check_paid_course/{userId}/{courseId}/: whether this learner paid for the course. */
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
