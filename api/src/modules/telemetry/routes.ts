import { TELEMETRY_MAX_BYTES, TelemetryBeacon, type TelemetryEvent } from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { addFieldError, ApiError, badRequest, type FieldErrors } from '../../lib/errors';
import { BODY_ERRORS, errorResponses } from '../../lib/schemas';
import { jsonNestingDepth, MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from '../../plugins/input-guard';
import { AddressLimit } from './address-limit';

/** What each kind of event must carry beyond the common fields. */
function eventProblems(events: TelemetryEvent[]): FieldErrors {
  const errors: FieldErrors = {};
  events.forEach((event, index) => {
    const at = (field: string) => ['events', String(index), field];
    if (event.type === 'load_error' && event.failure === undefined) {
      addFieldError(errors, at('failure'), 'This field is required.');
    }
    if (event.type === 'vital') {
      if (event.metric === undefined)
        addFieldError(errors, at('metric'), 'This field is required.');
      if (event.value === undefined) addFieldError(errors, at('value'), 'This field is required.');
    }
  });
  return errors;
}

/**
 * POST /api/telemetry/ (issue 23): the shell's beacons. Anonymous (sendBeacon sends no token),
 * limited per client address, at most TELEMETRY_MAX_BYTES (413 past it). The body may come as
 * text/plain: that is what sendBeacon sends for a string, and it needs no CORS preflight. Counted
 * in memory and written every few seconds (./plugin.ts); the answer is 204 at once.
 */
const telemetryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limit = new AddressLimit(app.config.rateLimit.telemetryMax, app.config.rateLimit.windowMs);
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: TELEMETRY_MAX_BYTES },
    (request, body, done) => {
      const text = body as string;
      if (jsonNestingDepth(text) > MAX_JSON_DEPTH) {
        done(new ApiError(400, { detail: TOO_DEEP_MESSAGE }), undefined);
        return;
      }
      parseJson(request, text, done);
    },
  );

  app.post(
    '/telemetry/',
    {
      bodyLimit: TELEMETRY_MAX_BYTES,
      // Limited by `limit` (checked before the body is read), not by the shared rate-limit plugin.
      config: { rateLimit: false },
      onRequest: async (request, reply) => {
        const taken = limit.take(request.ip, Date.now());
        if (taken.allowed) return;
        const seconds = Math.max(1, Math.ceil(taken.retryAfterMs / 1000));
        reply.header('retry-after', String(seconds));
        throw new ApiError(429, {
          detail: `Request was throttled. Expected available in ${seconds} seconds.`,
        });
      },
      schema: {
        tags: ['telemetry'],
        body: TelemetryBeacon,
        response: {
          204: Type.Null({ description: 'Counted.' }),
          ...errorResponses(...BODY_ERRORS, 429),
        },
      },
    },
    async (request, reply) => {
      const problems = eventProblems(request.body.events);
      if (Object.keys(problems).length > 0) throw badRequest(problems);
      app.telemetry.buffer.add(request.body, app.services.clock.now());
      return reply.code(204).send(null);
    },
  );
};

export default telemetryRoutes;
