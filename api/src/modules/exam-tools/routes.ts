import {
  AttemptTime,
  AttemptToolParams,
  ExamPreferences,
  ExamPreferencesBody,
  ViewingBody,
  Whiteboard,
  WhiteboardBody,
} from '@academy/contract';
import { WHITEBOARD_MAX_BYTES } from '@academy/contract/rules';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BODY_ERRORS, errorResponses } from '../../lib/schemas';
import { writeRateLimit } from '../../plugins/rate-limit';
import { readPreferences, savePreferences } from './preferences';
import { attemptTime, setViewing } from './timing-service';
import { readWhiteboard, saveWhiteboard } from './whiteboard';

const tags = ['attempts'];

/**
 * The real exam's tools and time intelligence (docs/design/exam-attempts.md#exam-tools): an
 * attempt's whiteboard and time are its owner's only (anyone else's is 404, as attempts are);
 * the display settings are the signed-in user's own.
 */
const examToolsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/attempts/:id/whiteboard/',
    {
      schema: {
        tags,
        params: AttemptToolParams,
        response: { 200: Whiteboard, ...errorResponses(401, 404) },
      },
    },
    async (request) => readWhiteboard(app, request.userId, Number(request.params.id)),
  );

  app.put(
    '/attempts/:id/whiteboard/',
    {
      // Above the board's own limit, so a board too large gets the clear 400, not a 413.
      bodyLimit: WHITEBOARD_MAX_BYTES * 4,
      // The player saves a second after drawing stops: the responses' allowance fits it.
      config: writeRateLimit(app, app.config.rateLimit.saveMax),
      schema: {
        tags,
        params: AttemptToolParams,
        body: WhiteboardBody,
        response: { 200: Whiteboard, ...errorResponses(...BODY_ERRORS, 401, 404, 409, 429) },
      },
    },
    async (request) => saveWhiteboard(app, request.userId, Number(request.params.id), request.body),
  );

  app.put(
    '/attempts/:id/viewing/',
    {
      config: writeRateLimit(app, app.config.rateLimit.saveMax),
      schema: {
        tags,
        params: AttemptToolParams,
        body: ViewingBody,
        response: {
          204: Type.Null({ description: 'Counted.' }),
          ...errorResponses(...BODY_ERRORS, 401, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      await setViewing(app, request.userId, Number(request.params.id), request.body.question_id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/attempts/:id/time/',
    {
      schema: {
        tags,
        params: AttemptToolParams,
        response: { 200: AttemptTime, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => attemptTime(app, request.userId, Number(request.params.id)),
  );

  app.get(
    '/exam-preferences/',
    { schema: { tags, response: { 200: ExamPreferences, ...errorResponses(401) } } },
    async (request) => readPreferences(app.db, request.userId),
  );

  app.put(
    '/exam-preferences/',
    {
      schema: {
        tags,
        body: ExamPreferencesBody,
        response: { 200: ExamPreferences, ...errorResponses(...BODY_ERRORS, 401, 429) },
      },
    },
    async (request) =>
      savePreferences(app.db, request.userId, request.body, app.services.clock.now()),
  );
};

export default examToolsRoutes;
