// Learners' reports on questions: /api/admin/question-reports/ — read, filtered open or resolved,
// and resolved (PATCH {status}); learners write them from the exam players.
import type { Shape } from '@academy/shared';

import type { AdminQuestionReport, UpdateQuestionReportBody } from '@academy/contract';
import { resourceApi } from '../../lib/resource-api';

export const adminQuestionReportShape: Shape<AdminQuestionReport> = {
  id: 'number',
  comment: 'string',
  created_at: 'string',
  status: 'string',
  resolved_at: 'string?',
  resolved_by: 'object?',
  user: 'object',
  question: 'object',
};

export const questionReportsApi = resourceApi<AdminQuestionReport, UpdateQuestionReportBody>(
  'question-reports',
  adminQuestionReportShape,
);
