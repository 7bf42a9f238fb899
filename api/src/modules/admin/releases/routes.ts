import {
  MakeLiveBody,
  ReleasesOverview,
  RemoteParams,
  RemoteReleases,
  RollbackBody,
} from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../../lib/errors';
import { isRemoteName } from '../../../lib/remote-names';
import { BODY_ERRORS, errorResponses } from '../../../lib/schemas';
import { requireAdmin } from '../../../plugins/authorization';
import { makeLive, releasesOverview, rollBack, type Actor } from '../../releases/service';
import canaryRoutes from './canary-routes';

const tags = ['admin', 'releases'];

async function actorOf(request: FastifyRequest): Promise<Actor> {
  const { rows } = await request.server.db.query<{ email: string }>(
    'SELECT email FROM users WHERE id = $1',
    [request.userId],
  );
  return { userId: request.userId, email: rows[0]?.email ?? `user ${request.userId}` };
}

/**
 * The releases page's API (issue 23), admin only: staff get 403 like a learner. Make live and
 * Roll back do what npm run deploy / rollback do to the manifest, for every instance at once,
 * and are recorded in the audit log (entity `releases`, the remote's name as its id).
 */
const releasesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', async (request) => requireAdmin(request));
  await app.register(canaryRoutes(actorOf));

  async function remoteReleases(remote: string): Promise<RemoteReleases> {
    const overview = await releasesOverview(app.db, app.services.clock, app.config.autoRollback);
    const found = overview.remotes.find((entry) => entry.remote === remote);
    if (!found) throw notFound();
    return found;
  }

  const knownRemote = (remote: string) => {
    if (!isRemoteName(remote)) throw notFound();
    return remote;
  };

  app.get(
    '/releases/',
    { schema: { tags, response: { 200: ReleasesOverview, ...errorResponses(401, 403) } } },
    async () => {
      await app.releases.syncSite();
      return releasesOverview(app.db, app.services.clock, app.config.autoRollback);
    },
  );

  app.post(
    '/releases/:remote/make-live/',
    {
      schema: {
        tags,
        params: RemoteParams,
        body: MakeLiveBody,
        response: { 200: RemoteReleases, ...errorResponses(...BODY_ERRORS, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const remote = knownRemote(request.params.remote);
      await app.releases.syncSite();
      await makeLive(app.releases.deps, remote, request.body.version, await actorOf(request));
      return remoteReleases(remote);
    },
  );

  app.post(
    '/releases/:remote/rollback/',
    {
      schema: {
        tags,
        params: RemoteParams,
        body: RollbackBody,
        response: {
          200: RemoteReleases,
          ...errorResponses(...BODY_ERRORS, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) => {
      const remote = knownRemote(request.params.remote);
      await app.releases.syncSite();
      await rollBack(app.releases.deps, remote, request.body.from, await actorOf(request));
      return remoteReleases(remote);
    },
  );
};

export default releasesRoutes;
