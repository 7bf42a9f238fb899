import type { FastifyInstance } from 'fastify';
import { authenticate } from '../../plugins/authentication';
import { detailSchema, listSchema } from './schemas';
import { bankWithQuestions, listBanks, type BankKind } from './service';

/** GET /{category}/topics, /{category}/exams and their /{id} (the spec's PMP/topics/{id}). */
export default async function examsRoutes(app: FastifyInstance) {
  for (const kind of ['topics', 'exams'] as BankKind[]) {
    app.get<{ Params: { category: string } }>(
      `/:category/${kind}`,
      { onRequest: authenticate, schema: listSchema },
      async (request) => {
        return listBanks(app.db, kind, request.params.category);
      },
    );
    app.get<{ Params: { category: string; id: string } }>(
      `/:category/${kind}/:id`,
      { onRequest: authenticate, schema: detailSchema },
      async (request) => {
        return bankWithQuestions(
          app.db,
          kind,
          request.params.category,
          Number(request.params.id),
          request.userId,
        );
      },
    );
  }
}
