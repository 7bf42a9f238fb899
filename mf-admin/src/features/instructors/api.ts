// The back-office's instructors: /api/admin/instructors/ (docs/design/back-office.md); the form is
// the definition's (resource.tsx), the image a PATCH of its own once uploaded (components/upload).
import type { AdminInstructor, CreateInstructorBody } from '@academy/contract';
import { instructorShape, type Shape } from '@academy/shared';

import { resourceApi } from '../../lib/resource-api';

export const adminInstructorShape: Shape<AdminInstructor> = {
  ...instructorShape,
  courses_count: 'number',
};

export const instructorsApi = resourceApi<AdminInstructor, CreateInstructorBody>(
  'instructors',
  adminInstructorShape,
);
