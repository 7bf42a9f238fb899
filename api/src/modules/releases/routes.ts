import { createHash } from 'node:crypto';
import { PlanQuery, RemotesManifest, RemotesPlan } from '@academy/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendJsonText } from '../../lib/json-text';
import { errorResponses } from '../../lib/schemas';
import previewRoutes from './preview-routes';

/**
 * Answers the manifest with the validators nginx and browsers revalidate by: `no-cache` (every
 * load asks again; nginx keeps it a few seconds, see nginx/templates) and an ETag.
 */
export function sendManifest(
  request: FastifyRequest,
  reply: FastifyReply,
  manifest: RemotesManifest | RemotesPlan,
) {
  const body = JSON.stringify(manifest);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  reply.header('cache-control', 'no-cache').header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return sendJsonText(reply, body);
}

/**
 * GET /api/remotes.json: the live version of each remote, from the database (issue 23). With
 * `?plan=1` (what the shell asks, issue 39) the same lines as `remotes`, with the version live
 * before each (`previous`, where the browser fails over to) and the running canaries. Behind
 * nginx this is what /remotes.json serves; a 404 (no release registered yet) sends nginx to the
 * static dist/remotes.json instead.
 */
const releasesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/remotes.json',
    {
      schema: {
        tags: ['releases'],
        querystring: PlanQuery,
        response: {
          200: Type.Union([RemotesManifest, RemotesPlan]),
          304: { type: 'null' },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const manifest = await app.releases.manifest();
      if (!manifest) {
        return reply.code(404).send({ detail: 'No remote version is registered in the database.' });
      }
      if (request.query.plan !== '1') return sendManifest(request, reply, manifest);
      return sendManifest(request, reply, await app.releases.plan());
    },
  );
  await app.register(previewRoutes);
};

export default releasesRoutes;
