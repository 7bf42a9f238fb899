import {
  CategoryParams,
  QuestionBank,
  QuestionBankParams,
  QuestionBankSummary,
} from '@academy/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/schemas';
import { bankWithQuestions, listBanks, type BankKind } from './service';

/** GET /{category}/topics, /{category}/exams and their /{id} (the spec's PMP/topics/{id}). */
const examsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const kind of ['topics', 'exams'] as BankKind[]) {
    app.get(
      `/:category/${kind}`,
      {
        schema: {
          tags: ['exams'],
          params: CategoryParams,
          response: { 200: Type.Array(QuestionBankSummary), ...errorResponses(401, 404) },
        },
      },
      async (request) => listBanks(app.db, kind, request.params.category),
    );
    app.get(
      `/:category/${kind}/:id`,
      {
        schema: {
          tags: ['exams'],
          params: QuestionBankParams,
          response: { 200: QuestionBank, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) =>
        bankWithQuestions(
          app.db,
          kind,
          request.params.category,
          Number(request.params.id),
          request.userId,
          app.services.clock.now(),
        ),
    );
  }
};

export default examsRoutes;
