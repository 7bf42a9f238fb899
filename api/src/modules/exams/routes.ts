import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/authentication';
import { detailSchema, listSchema } from './schemas';
import { bankWithQuestions, listBanks, type BankKind } from './service';

/** GET /{category}/topics, /{category}/exams and their /{id} (the spec's PMP/topics/{id}). */
export default async function examsRoutes(app: FastifyInstance) {
  for (const kind of ['topics', 'exams'] as BankKind[]) {
    app.get<{ Params: { category: string } }>(
      `/:category/${kind}`,
      { schema: listSchema },
      async (request) => {
        await requireUser(request);
        return listBanks(app.db, kind, request.params.category);
      },
    );
    app.get<{ Params: { category: string; id: string } }>(
      `/:category/${kind}/:id`,
      { schema: detailSchema },
      async (request) => {
        const userId = await requireUser(request);
        return bankWithQuestions(app.db, kind, request.params.category, Number(request.params.id), userId);
      },
    );
  }
}
