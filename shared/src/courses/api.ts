// Course calls more than one remote makes (the checkout and the lessons pages).
import { apiClient } from '../api/api-client';
import { expectObject } from '../api/response-shape';
import type { Course } from '../types';
import { paidCheckShape, readCourse } from '../types/shapes';

/** GET /courses/{id}: the public course detail (prices, instructor, lesson names, description). */
export async function fetchCourse(courseId: string, signal?: AbortSignal): Promise<Course> {
  const response = await apiClient.get<unknown>(`/courses/${encodeURIComponent(courseId)}`, {
    signal,
  });
  return readCourse(response.data, 'GET /courses/{id}');
}

/** GET /check_paid_course/{userId}/{courseId}/: whether this learner paid for the course. */
export async function fetchPaidCheck(
  userId: number,
  courseId: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const response = await apiClient.get<unknown>(
    `/check_paid_course/${userId}/${encodeURIComponent(courseId)}/`,
    { signal },
  );
  return expectObject(response.data, paidCheckShape, 'GET /check_paid_course/').paid;
}
