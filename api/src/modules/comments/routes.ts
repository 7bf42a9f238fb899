import {
  Comment,
  CommentsPage,
  CommentsPageQuery,
  CreateCommentBody,
  LessonParams,
} from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BODY_ERRORS, errorResponses, toId } from '../../lib/schemas';
import { requireSameUser } from '../../plugins/authorization';
import { writeRateLimit } from '../../plugins/rate-limit';
import { courseLessonCommentsPage, createComment } from './service';

const commentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Older comments of a lesson, page by page ("Show more"): paid content like the lesson.
  app.get(
    '/courses/:course/:lesson/comments/',
    {
      preHandler: app.requireEnrollment,
      schema: {
        tags: ['courses'],
        params: LessonParams,
        querystring: CommentsPageQuery,
        response: { 200: CommentsPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { before } = request.query;
      return courseLessonCommentsPage(
        app.db,
        Number(request.params.course),
        Number(request.params.lesson),
        before === undefined ? undefined : Number(before),
      );
    },
  );

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
