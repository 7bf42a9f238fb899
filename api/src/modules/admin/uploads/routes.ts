import { Type } from '@fastify/type-provider-typebox';
import type { FastifyContextConfig, FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';
import { errorResponses } from '../../../lib/schemas';
import { writeRateLimit } from '../../../plugins/rate-limit';
import { tusUploads } from './tus-server';

/**
 * Resumable uploads for the back-office, by the tus 1.0 protocol
 * (docs/design/back-office.md#uploads), at <prefix>/uploads/: POST creates an upload (Location
 * names it), HEAD tells how many bytes are stored, PATCH appends from that offset, DELETE abandons
 * it. The tus server answers on the raw request and response (./tus-server.ts): Fastify neither
 * parses nor buffers the bodies. A finished upload waits until a PATCH of a lesson, course...
 * claims it (claim.ts). The caller decides who may come in (staff).
 */

const UploadParams = Type.Object({
  id: Type.String({ description: 'The last segment of the Location.' }),
});

/** tus's own protocol errors (412, 404, 409, 410...) are short text bodies. */
const tusErrors = {
  '4XX': {
    description: 'A tus protocol error, as text.',
    content: { 'text/plain': { schema: { type: 'string' } } },
  },
};
const noBody = (description: string) => ({ description, type: 'null' });

export default async function uploadsRoutes(app: FastifyInstance): Promise<void> {
  const handler = await tusUploads(app);
  const routes: (FastifySchema & {
    method: HTTPMethods;
    url: string;
    config?: FastifyContextConfig;
  })[] = [
    {
      method: 'POST',
      url: '/uploads/',
      summary: 'Create a resumable upload (tus 1.0)',
      description:
        'Headers: Tus-Resumable: 1.0.0, Upload-Length, Upload-Metadata with filename and kind (video, pdf or image). The Location answered is the upload URL; its last segment is the upload id to give a PATCH of a lesson, course, blog or instructor.',
      response: {
        201: noBody('Created: Location names the upload.'),
        ...errorResponses(400, 401, 403, 413),
        ...tusErrors,
      },
    },
    {
      method: 'HEAD',
      url: '/uploads/:id',
      summary: 'How many bytes of an upload are stored (Upload-Offset)',
      response: { 200: noBody('Upload-Offset and Upload-Length.'), ...errorResponses(401, 403) },
    },
    {
      method: 'PATCH',
      url: '/uploads/:id',
      summary: 'Append bytes to an upload from Upload-Offset',
      response: {
        204: noBody('Stored: Upload-Offset is the new offset.'),
        ...errorResponses(401, 403),
        ...tusErrors,
      },
      // One file is many chunks: a limit of their own, well above the other writes'.
      config: writeRateLimit(app, app.config.rateLimit.uploadChunkMax),
    },
    {
      method: 'DELETE',
      url: '/uploads/:id',
      summary: 'Abandon an upload (its bytes are deleted)',
      response: { 204: noBody('Deleted.'), ...errorResponses(401, 403), ...tusErrors },
    },
  ];
  for (const { method, url, config, ...schema } of routes) {
    const params = url.endsWith(':id') ? { params: UploadParams } : {};
    app.route({ method, url, schema: { tags: ['admin'], ...params, ...schema }, config, handler });
  }
}
