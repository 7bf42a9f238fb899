// The back-office's enrolments: /api/admin/enrollments/ — who owns which course; a grant without
// payment (POST) and its revocation (DELETE); no edit.
import {
  adminEnrollmentShape,
  type AdminEnrollment,
  type EnrollmentInput,
} from '../../lib/admin-types';
import { resourceApi } from '../../lib/resource-api';

export const enrollmentsApi = resourceApi<AdminEnrollment, EnrollmentInput>(
  'enrollments',
  adminEnrollmentShape,
);

/** The list's filters, by their names in the address and in the API's query. */
export const ENROLLMENT_FILTERS = ['user', 'course'] as const;
