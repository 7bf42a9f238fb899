import { Comment, CreateCommentBody } from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BODY_ERRORS, errorResponses, toId } from '../../lib/schemas';
import { requireSameUser } from '../../plugins/authorization';
import { writeRateLimit } from '../../plugins/rate-limit';
import { createComment } from './service';

const commentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/comments/',
    {
      schema: {
        tags: ['courses'],
        body: CreateCommentBody,
        response: { 201: Comment, ...errorResponses(...BODY_ERRORS, 401, 403, 429) },
      },
      // Tighter than other writes: one learner once posted 7,919 comments in 24 seconds.
      config: writeRateLimit(app, app.config.rateLimit.commentMax),
    },
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
};

export default commentsRoutes;
