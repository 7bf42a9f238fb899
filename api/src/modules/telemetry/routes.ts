import {
  PageLoadRequest,
  PageLoadToken,
  TELEMETRY_MAX_BYTES,
  TelemetryBeacon,
  type TelemetryEvent,
} from '@academy/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { addFieldError, ApiError, badRequest, type FieldErrors } from '../../lib/errors';
import { BODY_ERRORS, errorResponses } from '../../lib/schemas';
import { jsonNestingDepth, MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from '../../plugins/input-guard';
import { isRemoteName } from '../../lib/remote-names';
import { AddressLimit } from './address-limit';
import type { PageLoad } from './page-load-token';

/**
 * What each kind of event must carry beyond the common fields, and that it is about a remote
 * version its page load was served (the token names them).
 */
function eventProblems(events: TelemetryEvent[], pageLoad: PageLoad): FieldErrors {
  const errors: FieldErrors = {};
  events.forEach((event, index) => {
    const at = (field: string) => ['events', String(index), field];
    if (pageLoad.versions[event.remote] !== event.version) {
      addFieldError(errors, at('version'), 'This page load was not served this version.');
    }
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

/** A per-address limit as an onRequest hook: 429 with Retry-After past it. */
function limitedBy(limit: AddressLimit) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const taken = limit.take(request.ip, Date.now());
    if (taken.allowed) return;
    const seconds = Math.max(1, Math.ceil(taken.retryAfterMs / 1000));
    reply.header('retry-after', String(seconds));
    throw new ApiError(429, {
      detail: `Request was throttled. Expected available in ${seconds} seconds.`,
    });
  };
}

/**
 * POST /api/telemetry/page-loads/ and POST /api/telemetry/ (issue 23, issue 35): a page load
 * asks for its token, naming the versions its manifest gave it; its beacons carry the token
 * (docs/telemetry.md#page-load-tokens). Both are anonymous and limited per client address; a
 * beacon is at most TELEMETRY_MAX_BYTES (413 past it) and may come as text/plain: that is what
 * sendBeacon sends for a string, and it needs no CORS preflight. A beacon with a bad token, or
 * about a version its page load was not served, is refused (400) and nothing of it is kept;
 * the rest is counted in memory and written every few seconds (./plugin.ts), 204 at once.
 */
const telemetryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limit = new AddressLimit(app.config.rateLimit.telemetryMax, app.config.rateLimit.windowMs);
  const pageLoadLimit = new AddressLimit(
    app.config.rateLimit.telemetryPageLoadsMax,
    app.config.rateLimit.windowMs,
  );
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
      onRequest: limitedBy(limit),
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
      const now = app.services.clock.now();
      const pageLoad = app.telemetry.tokens.verify(request.body.token, now);
      if (!pageLoad) {
        throw badRequest({ token: ['This page-load token is not valid or has expired.'] });
      }
      const problems = eventProblems(request.body.events, pageLoad);
      if (Object.keys(problems).length > 0) throw badRequest(problems);
      app.telemetry.buffer.add(pageLoad, request.body, now);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/telemetry/page-loads/',
    {
      config: { rateLimit: false },
      onRequest: limitedBy(pageLoadLimit),
      schema: {
        tags: ['telemetry'],
        body: PageLoadRequest,
        response: {
          200: PageLoadToken,
          204: Type.Null({ description: 'No release is registered yet: nothing is counted.' }),
          ...errorResponses(...BODY_ERRORS, 429),
        },
      },
    },
    async (request, reply) => {
      const { versions } = request.body;
      const errors: FieldErrors = {};
      for (const remote of Object.keys(versions)) {
        if (!isRemoteName(remote)) addFieldError(errors, ['versions', remote], 'Unknown remote.');
      }
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      // One machine: what npm run deploy put in the site folder is registered first.
      await app.releases.syncSite();
      // No release registered at all: nginx serves the build's static manifest (before the first
      // deploy, docs/deployment.md). Nothing can be counted, and a 204 leaves no error in the page.
      const { rows: registered } = await app.db.query('SELECT 1 FROM remote_releases LIMIT 1');
      if (registered.length === 0) return reply.code(204).send(null);
      const pairs = Object.entries(versions);
      const { rows } = await app.db.query<{ remote: string; version: string }>(
        `SELECT r.remote, r.version FROM remote_releases r
         JOIN unnest($1::text[], $2::text[]) AS u (remote, version)
           ON r.remote = u.remote AND r.version = u.version`,
        [pairs.map(([remote]) => remote), pairs.map(([, version]) => version)],
      );
      const known = new Set(rows.map((row) => `${row.remote}/${row.version}`));
      for (const [remote, version] of pairs) {
        if (!known.has(`${remote}/${version}`)) {
          addFieldError(errors, ['versions', remote], 'This version was never deployed.');
        }
      }
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      const { token, pageLoad } = app.telemetry.tokens.issue(versions, app.services.clock.now());
      reply.header('cache-control', 'no-store');
      return { token, expires_at: pageLoad.expiresAt.toISOString() };
    },
  );
};

export default telemetryRoutes;
