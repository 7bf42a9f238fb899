// The back-office's enrolments: /api/admin/enrollments/ — who owns which course; a grant without
// payment (POST) and its revocation (DELETE); no edit.
import type { Shape } from '@academy/shared';
import type { AdminEnrollment, CreateEnrollmentBody } from '@academy/contract';
import { resourceApi } from '../../lib/resource-api';

export const adminEnrollmentShape: Shape<AdminEnrollment> = {
  id: 'number',
  user: 'object',
  course: 'object',
  order: 'number?',
  note: 'string',
  granted_by: 'object?',
  created_at: 'string',
};

/** A grant: the learner's and the course's ids as the form holds them (text), and why. */
export type EnrollmentInput = Record<keyof CreateEnrollmentBody, string>;

export const enrollmentsApi = resourceApi<AdminEnrollment, EnrollmentInput>(
  'enrollments',
  adminEnrollmentShape,
);
