import { AdminComment, AdminCommentsQuery, AdminIdParams, Page } from '@academy/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../lib/schemas';
import { auditedWrite } from '../../../lib/audit';
import { listPath } from '../../../lib/list';
import { deleteComment, findComment, listComments } from './service';

const tags = ['admin'];

/** Moderation: learners write comments (POST /api/comments/); staff read and remove them. */
const commentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/comments/',
    {
      schema: {
        tags,
        querystring: AdminCommentsQuery,
        response: { 200: Page(AdminComment), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listComments(app.db, request.query, listPath(request)),
  );

  app.get(
    '/comments/:id/',
    {
      schema: {
        tags,
        params: AdminIdParams,
        response: { 200: AdminComment, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => findComment(app.db, Number(request.params.id)),
  );

  app.delete(
    '/comments/:id/',
    {
      schema: {
        tags,
        params: AdminIdParams,
        response: {
          204: Type.Null({ description: 'Deleted.' }),
          ...errorResponses(401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      await auditedWrite(app, request, 'comments', (tx) =>
        deleteComment(tx, Number(request.params.id)),
      );
      return reply.code(204).send(null);
    },
  );
};

export default commentsRoutes;
