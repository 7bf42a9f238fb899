import {
  Readiness,
  ReadinessAnswerBody,
  ReadinessCheck,
  ReadinessCheckBody,
  ReadinessCheckParams,
  ReadinessQuery,
} from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BODY_ERRORS, errorResponses } from '../../lib/schemas';
import { attemptTextsInLanguage } from '../attempts/in-language';
import { findCategory } from '../exams/service';
import { answerCheck, readCheck, startCheck } from './check';
import { readinessOf } from './estimate';

const tags = ['readiness'];

/**
 * The learner's own readiness estimate and adaptive check (docs/readiness.md). Someone else's
 * check is 404, as one that does not exist.
 */
const readinessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preSerialization', attemptTextsInLanguage);
  app.get(
    '/readiness/',
    {
      schema: {
        tags,
        querystring: ReadinessQuery,
        response: { 200: Readiness, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const category = await findCategory(app.db, request.query.category ?? 'PMP');
      return readinessOf(app.db, request.userId, category, app.services.clock.now());
    },
  );

  app.post(
    '/readiness/checks/',
    {
      schema: {
        tags,
        body: ReadinessCheckBody,
        response: {
          201: ReadinessCheck,
          ...errorResponses(...BODY_ERRORS, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await startCheck(app, request.userId, request.body.category)),
  );

  app.get(
    '/readiness/checks/:id/',
    {
      schema: {
        tags,
        params: ReadinessCheckParams,
        response: { 200: ReadinessCheck, ...errorResponses(401, 404) },
      },
    },
    async (request) => readCheck(app, request.userId, Number(request.params.id)),
  );

  app.post(
    '/readiness/checks/:id/answer/',
    {
      schema: {
        tags,
        params: ReadinessCheckParams,
        body: ReadinessAnswerBody,
        response: { 200: ReadinessCheck, ...errorResponses(...BODY_ERRORS, 401, 404, 409, 429) },
      },
    },
    async (request) => answerCheck(app, request.userId, Number(request.params.id), request.body),
  );
};

export default readinessRoutes;
