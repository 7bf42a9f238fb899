import {
  ReadinessQuery,
  ReviewAnswerBody,
  ReviewOutcome,
  ReviewParams,
  ReviewQueue,
} from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BODY_ERRORS, errorResponses } from '../../lib/schemas';
import { attemptTextsInLanguage } from '../attempts/in-language';
import { answerReview, todaysReview } from './service';

const tags = ['review'];

/** The learner's own review queue (docs/readiness.md#spaced-review). */
const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preSerialization', attemptTextsInLanguage);
  app.get(
    '/reviews/today/',
    {
      schema: {
        tags,
        querystring: ReadinessQuery,
        response: { 200: ReviewQueue, ...errorResponses(400, 401) },
      },
    },
    async (request) => todaysReview(app, request.userId, request.query.category),
  );

  app.post(
    '/reviews/:question_id/answer/',
    {
      schema: {
        tags,
        params: ReviewParams,
        body: ReviewAnswerBody,
        response: { 200: ReviewOutcome, ...errorResponses(...BODY_ERRORS, 401, 404, 409, 429) },
      },
    },
    async (request) =>
      answerReview(app, request.userId, Number(request.params.question_id), request.body),
  );
};

export default reviewRoutes;
