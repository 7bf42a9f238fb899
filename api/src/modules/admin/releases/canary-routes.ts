import {
  CanariesOverview,
  CanaryActionBody,
  RemoteParams,
  StartCanaryBody,
} from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { conflict, notFound } from '../../../lib/errors';
import { isRemoteName } from '../../../lib/remote-names';
import { BODY_ERRORS, errorResponses } from '../../../lib/schemas';
import { canariesOverview, endRunningCanary, startCanary } from '../../releases/canary';
import type { Actor } from '../../releases/service';

const tags = ['admin', 'releases'];

/**
 * The releases page's canaries (issue 39, docs/releases.md#canary), admin only like Make live
 * (registered inside ./routes.ts, whose hook refuses staff): start or re-share a canary, promote
 * it, abort it. Every change is in the audit log (entity `releases`, the remote as its id).
 */
export default function canaryRoutes(
  actorOf: (request: FastifyRequest) => Promise<Actor>,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    const overview = () =>
      canariesOverview(app.db, app.services.clock, app.config.autoRollback.minPageViews);
    const knownRemote = (remote: string) => {
      if (!isRemoteName(remote)) throw notFound();
      return remote;
    };
    const responses = {
      200: CanariesOverview,
      ...errorResponses(...BODY_ERRORS, 401, 403, 404, 409, 429),
    };

    app.get(
      '/releases/canaries/',
      { schema: { tags, response: { 200: CanariesOverview, ...errorResponses(401, 403) } } },
      overview,
    );

    app.post(
      '/releases/:remote/canary/',
      { schema: { tags, params: RemoteParams, body: StartCanaryBody, response: responses } },
      async (request) => {
        const remote = knownRemote(request.params.remote);
        await app.releases.syncSite();
        const { version, percent } = request.body;
        await startCanary(app.releases.deps, remote, version, percent, await actorOf(request));
        return overview();
      },
    );

    for (const action of ['promote', 'abort'] as const) {
      app.post(
        `/releases/:remote/canary/${action}/`,
        { schema: { tags, params: RemoteParams, body: CanaryActionBody, response: responses } },
        async (request) => {
          const remote = knownRemote(request.params.remote);
          const ended = await endRunningCanary(
            app.releases.deps,
            remote,
            request.body.canary_id,
            await actorOf(request),
            action === 'promote' ? 'promoted' : 'aborted',
          );
          if (!ended) throw conflict('This canary has already ended.');
          return overview();
        },
      );
    }
  };
}
