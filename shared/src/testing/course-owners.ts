// Fresh learners who own a course, for the progress and certificate tests of more than one
// package, so what one test watches changes nothing for another: registered through
// POST /register/ and granted the course by the seed's staff member through the back-office's
// POST /admin/enrollments/ (the real API throughout).
import { randomBytes } from 'node:crypto';

import { apiClient } from '../api/api-client';
import { useAuthStore } from '../auth/auth-store';
import type { AuthResponse } from '../types';
import { DEMO_STAFF, signedInAs } from './real-api';

/**
 * Registers a learner who owns `courseId` (granted by staff) and signs them in; returns their id
 * and token. Call it signed out.
 */
export async function signInAsNewOwner(
  courseId: number,
  { username = true }: { username?: boolean } = {},
): Promise<{ userId: number; token: string; enrollmentId: number }> {
  const id = randomBytes(5).toString('hex');
  const staff = await apiClient.post<AuthResponse>('/login/', DEMO_STAFF.staff);
  const learner = await apiClient.post<AuthResponse>('/register/', {
    ...(username ? { username: `student_${id}` } : {}),
    email: `student_${id}@example.com`,
    password: 'Academy2023',
  });
  if (!useAuthStore.getState().login(learner.data.access)) throw new Error('unusable token');
  const userId = useAuthStore.getState().user!.user_id;
  // Granted as staff; the learner's session is back afterwards.
  const enrollment = await signedInAs(staff.data.access, () =>
    apiClient.post<{ id: number }>('/admin/enrollments/', {
      user: userId,
      course: courseId,
      note: 'progress test',
    }),
  );
  return { userId, token: learner.data.access, enrollmentId: enrollment.data.id };
}

/** Revokes an enrolment as the seed's staff member (the learner stays signed in). */
export async function revokeEnrollment(enrollmentId: number): Promise<void> {
  const staff = await apiClient.post<AuthResponse>('/login/', DEMO_STAFF.staff);
  await signedInAs(staff.data.access, () =>
    apiClient.delete(`/admin/enrollments/${enrollmentId}/`),
  );
}

/** PUT /progress/lessons/{id}/ as the signed-in learner (what a player would have reported). */
export async function reportProgress(lessonId: number, body: object): Promise<void> {
  await apiClient.put(`/progress/lessons/${lessonId}/`, body);
}

/** Reports every lesson of a course fully watched (the demo lessons are 4 s long). */
export async function completeLessons(lessons: readonly { id: number }[], seconds = 4) {
  for (const lesson of lessons) {
    await reportProgress(lesson.id, { position: seconds, watched: [[0, seconds]] });
  }
}
