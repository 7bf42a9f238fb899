import { CreateQuestionReportBody, QuestionReport, QuestionReportParams } from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BODY_ERRORS, errorResponses } from '../../lib/schemas';
import { createQuestionReport } from './service';

/**
 * POST /api/questions/{id}/reports/: "I think this question is wrong", from the practice or the
 * exam player. Rate limited as every write (the default limit per user); staff read the reports
 * at /api/admin/question-reports/.
 */
const questionReportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/questions/:id/reports/',
    {
      schema: {
        tags: ['exams'],
        params: QuestionReportParams,
        body: CreateQuestionReportBody,
        response: { 201: QuestionReport, ...errorResponses(...BODY_ERRORS, 401, 403, 404, 429) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createQuestionReport(
            app.db,
            request.userId,
            Number(request.params.id),
            request.body.comment,
          ),
        ),
  );
};

export default questionReportsRoutes;
