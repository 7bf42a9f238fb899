import { PreviewGrant, PreviewLink, PreviewLinkBody, PreviewQuery } from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, notFound } from '../../lib/errors';
import { isRemoteName } from '../../lib/remote-names';
import { BODY_ERRORS, errorResponses } from '../../lib/schemas';
import { staffOnly } from '../../plugins/authorization';
import { entryFor } from './service';
import { releaseExists } from './store';

const tags = ['releases'];

/**
 * Previews (issue 39, docs/releases.md#preview), staff and admin only (401 visitor, 403 learner):
 * POST /api/releases/preview-links/ signs a link that opens one registered version of a remote;
 * GET /api/releases/preview/?token= is what the shell asks when such a link is opened, and
 * answers the entry to load instead of the manifest's, for that browser only.
 */
const previewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await staffOnly(app);

  async function registered(remote: string, version: string, field: string) {
    if (!isRemoteName(remote)) throw badRequest({ [field]: ['Unknown remote.'] });
    if (!(await releaseExists(app.db, remote, version))) {
      throw notFound(`No version ${version} of ${remote} is registered.`);
    }
  }

  app.post(
    '/releases/preview-links/',
    {
      schema: {
        tags,
        body: PreviewLinkBody,
        response: { 200: PreviewLink, ...errorResponses(...BODY_ERRORS, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const { remote, version } = request.body;
      await app.releases.syncSite();
      await registered(remote, version, 'remote');
      const { token, expiresAt } = app.releases.previewLinks.issue(
        remote,
        version,
        request.userId,
        app.services.clock.now(),
      );
      return {
        path: `/?preview=${encodeURIComponent(token)}`,
        token,
        expires_at: expiresAt.toISOString(),
      };
    },
  );

  app.get(
    '/releases/preview/',
    {
      schema: {
        tags,
        querystring: PreviewQuery,
        response: { 200: PreviewGrant, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const claim = app.releases.previewLinks.verify(request.query.token, app.services.clock.now());
      if (claim === 'invalid') throw badRequest({ token: ['This preview link is not valid.'] });
      if (claim === 'expired') throw badRequest({ token: ['This preview link has expired.'] });
      await registered(claim.remote, claim.version, 'token');
      reply.header('cache-control', 'no-store');
      return {
        remote: claim.remote,
        version: claim.version,
        entry: entryFor(claim.remote, claim.version),
        expires_at: claim.expiresAt.toISOString(),
      };
    },
  );
};

export default previewRoutes;
