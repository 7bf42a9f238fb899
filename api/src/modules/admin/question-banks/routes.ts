import {
  AdminIdParams,
  AdminQuestionBank,
  CreateQuestionBankBody,
  Page,
  QuestionBankListQuery,
  UpdateQuestionBankBody,
} from '@academy/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BODY_ERRORS, errorResponses } from '../../../lib/schemas';
import { auditedWrite } from '../../../lib/audit';
import { listPath } from '../../../lib/list';
import { createBank, deleteBank, findBank, listBanks, updateBank, type BankKind } from './service';

const tags = ['admin'];

/** /api/admin/topics/ and /api/admin/exams/: the same resource over two tables. */
const questionBanksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const kind of ['topics', 'exams'] as BankKind[]) {
    app.get(
      `/${kind}/`,
      {
        schema: {
          tags,
          querystring: QuestionBankListQuery,
          response: { 200: Page(AdminQuestionBank), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => listBanks(app.db, kind, request.query, listPath(request)),
    );

    app.post(
      `/${kind}/`,
      {
        schema: {
          tags,
          body: CreateQuestionBankBody,
          response: { 201: AdminQuestionBank, ...errorResponses(...BODY_ERRORS, 401, 403, 429) },
        },
      },
      async (request, reply) => {
        const created = await auditedWrite(app, request, kind, (tx) =>
          createBank(tx, kind, request.body),
        );
        return reply.code(201).send(created);
      },
    );

    app.get(
      `/${kind}/:id/`,
      {
        schema: {
          tags,
          params: AdminIdParams,
          response: { 200: AdminQuestionBank, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => findBank(app.db, kind, Number(request.params.id)),
    );

    app.patch(
      `/${kind}/:id/`,
      {
        schema: {
          tags,
          params: AdminIdParams,
          body: UpdateQuestionBankBody,
          response: {
            200: AdminQuestionBank,
            ...errorResponses(...BODY_ERRORS, 401, 403, 404, 429),
          },
        },
      },
      async (request) =>
        auditedWrite(app, request, kind, (tx) =>
          updateBank(tx, kind, Number(request.params.id), request.body),
        ),
    );

    app.delete(
      `/${kind}/:id/`,
      {
        schema: {
          tags,
          description: 'Deletes the bank and its questions (kept in the audit row).',
          params: AdminIdParams,
          response: {
            204: Type.Null({ description: 'Deleted.' }),
            ...errorResponses(401, 403, 404, 429),
          },
        },
      },
      async (request, reply) => {
        await auditedWrite(app, request, kind, (tx) =>
          deleteBank(tx, kind, Number(request.params.id)),
        );
        return reply.code(204).send(null);
      },
    );
  }
};

export default questionBanksRoutes;
