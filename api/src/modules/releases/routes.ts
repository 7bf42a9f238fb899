import { createHash } from 'node:crypto';
import { RemotesManifest } from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendJsonText } from '../../lib/json-text';
import { errorResponses } from '../../lib/schemas';

/**
 * Answers the manifest with the validators nginx and browsers revalidate by: `no-cache` (every
 * load asks again; nginx keeps it a few seconds, see nginx/templates) and an ETag.
 */
export function sendManifest(
  request: FastifyRequest,
  reply: FastifyReply,
  manifest: RemotesManifest,
) {
  const body = JSON.stringify(manifest);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  reply.header('cache-control', 'no-cache').header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return sendJsonText(reply, body);
}

/**
 * GET /api/remotes.json: the live version of each remote, from the database (issue 23). Behind
 * nginx this is what /remotes.json serves; a 404 (no release registered yet) sends nginx to the
 * static dist/remotes.json instead.
 */
const releasesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/remotes.json',
    {
      schema: {
        tags: ['releases'],
        response: { 200: RemotesManifest, 304: { type: 'null' }, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const manifest = await app.releases.manifest();
      if (!manifest) {
        return reply.code(404).send({ detail: 'No remote version is registered in the database.' });
      }
      return sendManifest(request, reply, manifest);
    },
  );
};

export default releasesRoutes;
