import {
  AdminIdParams,
  AdminQuestionReport,
  Page,
  QuestionReportsQuery,
  UpdateQuestionReportBody,
} from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BODY_ERRORS, errorResponses } from '../../../lib/schemas';
import { auditedWrite } from '../../../lib/audit';
import { listPath } from '../../../lib/list';
import { findQuestionReport, listQuestionReports, updateQuestionReport } from './service';

const tags = ['admin'];

/**
 * Learners' reports on questions (they write at POST /api/questions/{id}/reports/): staff read
 * them, filter open or resolved, and resolve them (PATCH {status}). No create or delete here.
 */
const questionReportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/question-reports/',
    {
      schema: {
        tags,
        querystring: QuestionReportsQuery,
        response: { 200: Page(AdminQuestionReport), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listQuestionReports(app.db, request.query, listPath(request)),
  );

  app.get(
    '/question-reports/:id/',
    {
      schema: {
        tags,
        params: AdminIdParams,
        response: { 200: AdminQuestionReport, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => findQuestionReport(app.db, Number(request.params.id)),
  );

  app.patch(
    '/question-reports/:id/',
    {
      schema: {
        tags,
        params: AdminIdParams,
        body: UpdateQuestionReportBody,
        response: {
          200: AdminQuestionReport,
          ...errorResponses(...BODY_ERRORS, 401, 403, 404, 429),
        },
      },
    },
    async (request) =>
      auditedWrite(app, request, 'question-reports', (tx) =>
        updateQuestionReport(tx, Number(request.params.id), request.userId, request.body),
      ),
  );
};

export default questionReportsRoutes;
