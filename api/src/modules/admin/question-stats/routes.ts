import { AdminQuestionStats, Page, QuestionStatsQuery } from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../lib/schemas';
import { listPath } from '../../../lib/list';
import { listQuestionStats } from './service';

/**
 * Question quality (issue 19): per question, how learners answered it in submitted attempts, and
 * a flag on those the weak get right more often than the strong. Read-only.
 */
const questionStatsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/question-stats/',
    {
      schema: {
        tags: ['admin'],
        querystring: QuestionStatsQuery,
        response: { 200: Page(AdminQuestionStats), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listQuestionStats(app.db, request.query, listPath(request)),
  );
};

export default questionStatsRoutes;
