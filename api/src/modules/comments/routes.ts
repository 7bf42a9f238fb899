import type { FastifyInstance } from 'fastify';
import { toId } from '../../lib/schemas';
import { authenticate, requireSameUser } from '../../plugins/authentication';
import { createCommentSchema, type CreateCommentBody } from './schemas';
import { createComment } from './service';

export default async function commentsRoutes(app: FastifyInstance) {
  app.post<{ Body: CreateCommentBody }>(
    '/comments/',
    { onRequest: authenticate, schema: createCommentSchema },
    async (request, reply) => {
      const userId = requireSameUser(request, toId(request.body.user));
      const comment = await createComment(
        app.db,
        userId,
        toId(request.body.lesson),
        request.body.text,
      );
      return reply.code(201).send(comment);
    },
  );
}
