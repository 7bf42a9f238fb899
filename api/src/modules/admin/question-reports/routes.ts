import {
  AdminQuestionReport,
  QuestionReportsQuery,
  UpdateQuestionReportBody,
} from '@academy/contract';
import { crudRoutes } from '../../../lib/crud-routes';
import { findQuestionReport, listQuestionReports, updateQuestionReport } from './service';

/**
 * Learners' reports on questions (they write at POST /api/questions/{id}/reports/): staff read
 * them, filter open or resolved, and resolve them (PATCH {status}). No create or delete here.
 */
export default crudRoutes({
  name: 'question-reports',
  schemas: {
    item: AdminQuestionReport,
    query: QuestionReportsQuery,
    update: UpdateQuestionReportBody,
  },
  service: {
    list: listQuestionReports,
    find: findQuestionReport,
    update: (tx, id, body, request) => updateQuestionReport(tx, id, request.userId, body),
  },
});
