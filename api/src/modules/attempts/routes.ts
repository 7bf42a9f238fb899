import {
  Attempt,
  AttemptListQuery,
  AttemptParams,
  AttemptResponseParams,
  AttemptResult,
  AttemptReview,
  AttemptSectionParams,
  AttemptSummaryPage,
  AttemptTrend,
  CreateAttemptBody,
  FinishSectionBody,
  SaveResponseBody,
  SavedResponse,
} from '@academy/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BODY_ERRORS, errorResponses } from '../../lib/schemas';
import { listPath } from '../../lib/list';
import { writeRateLimit } from '../../plugins/rate-limit';
import { createAttempt } from './create';
import { attemptTextsInLanguage } from './in-language';
import {
  attemptTrends,
  endBreak,
  finishSection,
  listAttempts,
  readAttempt,
  reviewAttempt,
  saveResponse,
  submit,
} from './service';

const tags = ['attempts'];

/**
 * Exam attempts on the server (docs/design/exam-attempts.md#attempts-api): the learner's own only
 * (someone else's is 404). The server's clock alone counts: an attempt whose time ran out is
 * submitted at its next read or write.
 */
const attemptsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preSerialization', attemptTextsInLanguage);
  app.post(
    '/attempts/',
    {
      schema: {
        tags,
        body: CreateAttemptBody,
        response: { 201: Attempt, ...errorResponses(...BODY_ERRORS, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createAttempt(app, request.userId, request.body)),
  );

  app.get(
    '/attempts/',
    {
      schema: {
        tags,
        querystring: AttemptListQuery,
        response: { 200: AttemptSummaryPage, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listAttempts(app, request.userId, request.query, listPath(request)),
  );

  app.get(
    '/attempts/trends/',
    {
      schema: {
        tags,
        response: { 200: Type.Array(AttemptTrend), ...errorResponses(401) },
      },
    },
    async (request) => attemptTrends(app, request.userId),
  );

  app.get(
    '/attempts/:id/',
    {
      schema: {
        tags,
        params: AttemptParams,
        response: { 200: Attempt, ...errorResponses(401, 404) },
      },
    },
    async (request) => readAttempt(app, request.userId, Number(request.params.id)),
  );

  app.put(
    '/attempts/:id/responses/:question_id/',
    {
      // The player saves on every change: a limit of its own, far above the default for writes.
      config: writeRateLimit(app, app.config.rateLimit.saveMax),
      schema: {
        tags,
        params: AttemptResponseParams,
        body: SaveResponseBody,
        response: { 200: SavedResponse, ...errorResponses(...BODY_ERRORS, 401, 404, 409, 429) },
      },
    },
    async (request) =>
      saveResponse(
        app,
        request.userId,
        Number(request.params.id),
        Number(request.params.question_id),
        request.body,
      ),
  );

  app.post(
    '/attempts/:id/submit/',
    {
      schema: {
        tags,
        params: AttemptParams,
        response: { 200: AttemptResult, ...errorResponses(401, 404, 429) },
      },
    },
    async (request) => submit(app, request.userId, Number(request.params.id)),
  );

  app.post(
    '/attempts/:id/sections/:index/finish/',
    {
      schema: {
        tags,
        params: AttemptSectionParams,
        body: Type.Optional(FinishSectionBody),
        response: { 200: Attempt, ...errorResponses(...BODY_ERRORS, 401, 404, 409, 429) },
      },
    },
    async (request) =>
      finishSection(
        app,
        request.userId,
        Number(request.params.id),
        Number(request.params.index),
        request.body?.break === true,
      ),
  );

  app.post(
    '/attempts/:id/break/end/',
    {
      schema: {
        tags,
        params: AttemptParams,
        response: { 200: Attempt, ...errorResponses(401, 404, 409, 429) },
      },
    },
    async (request) => endBreak(app, request.userId, Number(request.params.id)),
  );

  app.get(
    '/attempts/:id/review/',
    {
      schema: {
        tags,
        params: AttemptParams,
        response: { 200: AttemptReview, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => reviewAttempt(app, request.userId, Number(request.params.id)),
  );
};

export default attemptsRoutes;
