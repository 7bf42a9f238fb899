import { randomBytes } from 'node:crypto';
import { Server as TusServer } from '@tus/server';
import { ERRORS } from '@tus/utils';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorResponses } from '../../../lib/schemas';
import { writeRateLimit } from '../../../plugins/rate-limit';
import { creationRefusal, inUnits, refusal } from './creation';
import { RedisLocker } from './redis-locker';
import { openUploadStore } from './store';

/**
 * Resumable uploads for the back-office, by the tus 1.0 protocol
 * (docs/design/back-office.md#uploads), at <prefix>/uploads/: POST creates an upload (Location
 * names it), HEAD tells how many bytes are stored, PATCH appends from that offset, DELETE abandons
 * it. The tus server answers on the raw request and response: Fastify neither parses nor buffers
 * the bodies, which stream to DATA_DIR/uploads. A finished upload waits there until a PATCH of a
 * lesson, course... claims it (claim.ts). The caller decides who may come in (staff).
 * Several instances share the uploads through the bucket (store.ts) and the locks through Redis
 * (redis-locker.ts) when MEDIA_S3_BUCKET and REDIS_URL are set (docs/topology.md).
 */

const UploadParams = {
  type: 'object',
  properties: { id: { type: 'string', description: 'The last segment of the Location.' } },
  required: ['id'],
} as const;

/** tus's own protocol errors (412, 404, 409, 410...) are short text bodies. */
const tusErrors = {
  '4XX': {
    description: 'A tus protocol error, as text.',
    content: { 'text/plain': { schema: { type: 'string' } } },
  },
};
const noBody = (description: string) => ({ description, type: 'null' });

const SWEEP_EVERY_MS = 60 * 60 * 1000;

export default async function uploadsRoutes(app: FastifyInstance): Promise<void> {
  const { uploads } = app.config;
  const datastore = openUploadStore(app.config);
  const maxSize = Math.max(...Object.values(uploads.maxBytes));
  const locker = await sharedLocker(app);
  const tus = new TusServer({
    path: `${app.prefix}/uploads`,
    datastore,
    // Without Redis, tus's own in-memory locks: one instance.
    ...(locker ? { locker } : {}),
    // The path alone: right behind the /api prefix and behind nginx, whatever host and scheme.
    relativeLocation: true,
    // The absolute cap (bodies included); each kind's own limit is checked at creation.
    maxSize,
    // Random, fixed-format ids: claimUpload checks the format before building a path from one.
    namingFunction: () => randomBytes(16).toString('hex'),
    // No `*`: only the origins CORS_ORIGINS lists may read tus headers from another origin.
    allowedOrigins: app.config.corsOrigins,
    // tus checks its cap before onUploadCreate: its refusal in the same words and shape.
    onResponseError(_request, error) {
      if (error !== ERRORS.ERR_MAX_SIZE_EXCEEDED) return undefined;
      return refusal(413, `The file is too large: no upload may be over ${inUnits(maxSize)}.`);
    },
    async onUploadCreate(_request, upload) {
      const refused = creationRefusal(upload, uploads.maxBytes);
      if (refused) throw refused;
      return {};
    },
  });

  // Abandoned uploads (never finished, or never claimed) are deleted after UPLOAD_EXPIRY: once at
  // start, then every hour.
  const sweep = async () => {
    try {
      const deleted = await datastore.deleteExpired();
      if (deleted > 0) app.log.info({ deleted }, 'expired uploads deleted');
    } catch (error) {
      app.log.warn({ err: error }, 'could not delete expired uploads');
    }
  };
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    sweeper = setInterval(
      () => void sweep(),
      Math.min(SWEEP_EVERY_MS, uploads.expirySeconds * 1000),
    );
    sweeper.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweeper));

  // PATCH bodies are left unread for tus to stream to disk.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _body, done) =>
    done(null),
  );

  async function handOverToTus(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    reply.hijack();
    // Hijacked answers skip the app's onSend hooks: the header they would add.
    reply.raw.setHeader('x-content-type-options', 'nosniff');
    try {
      await tus.handle(request.raw, reply.raw);
    } catch (error) {
      // The client went away mid-answer; the bytes stored so far stay, and HEAD tells how many.
      request.log.warn({ err: error }, 'tus request ended early');
      if (!reply.raw.writableEnded) reply.raw.destroy();
    }
  }

  app.post(
    '/uploads/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a resumable upload (tus 1.0)',
        description:
          'Headers: Tus-Resumable: 1.0.0, Upload-Length, Upload-Metadata with filename and kind (video, pdf or image). The Location answered is the upload URL; its last segment is the upload id to give a PATCH of a lesson, course, blog or instructor.',
        response: {
          201: noBody('Created: Location names the upload.'),
          ...errorResponses(400, 401, 403, 413),
          ...tusErrors,
        },
      },
    },
    handOverToTus,
  );

  app.route({
    method: 'HEAD',
    url: '/uploads/:id',
    schema: {
      tags: ['admin'],
      summary: 'How many bytes of an upload are stored (Upload-Offset)',
      params: UploadParams,
      response: { 200: noBody('Upload-Offset and Upload-Length.'), ...errorResponses(401, 403) },
    },
    handler: handOverToTus,
  });

  app.patch(
    '/uploads/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Append bytes to an upload from Upload-Offset',
        params: UploadParams,
        response: {
          204: noBody('Stored: Upload-Offset is the new offset.'),
          ...errorResponses(401, 403),
          ...tusErrors,
        },
      },
      // One file is many chunks: a limit of their own, well above the other writes'.
      config: writeRateLimit(app, app.config.rateLimit.uploadChunkMax),
    },
    handOverToTus,
  );

  app.delete(
    '/uploads/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Abandon an upload (its bytes are deleted)',
        params: UploadParams,
        response: { 204: noBody('Deleted.'), ...errorResponses(401, 403), ...tusErrors },
      },
    },
    handOverToTus,
  );
}

/** Upload locks every instance shares, when REDIS_URL is set; closed with the app. */
async function sharedLocker(app: FastifyInstance): Promise<RedisLocker | null> {
  if (!app.config.redisUrl) return null;
  // Loaded only when configured (one instance keeps tus's own locks).
  const { Redis } = await import('ioredis');
  const connect = () => {
    const redis = new Redis(app.config.redisUrl as string, {
      connectTimeout: 1000,
      maxRetriesPerRequest: 1,
    });
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis error (upload locks)'));
    return redis;
  };
  const commands = connect();
  const subscriber = connect();
  app.addHook('onClose', async () => {
    for (const redis of [commands, subscriber]) {
      // QUIT waits for a connection that may never come back (Redis down): cut it then.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    }
  });
  return new RedisLocker(commands, subscriber);
}
