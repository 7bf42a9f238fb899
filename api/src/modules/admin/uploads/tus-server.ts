import { randomBytes } from 'node:crypto';
import { Server as TusServer } from '@tus/server';
import { ERRORS } from '@tus/utils';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { creationRefusal, inUnits, refusal } from './creation';
import { RedisLocker } from './redis-locker';
import { openUploadStore } from './store';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * The tus 1.0 server of the back-office's uploads (docs/design/back-office.md#uploads), set up on
 * the app: its store (the bucket when MEDIA_S3_BUCKET is set, else DATA_DIR/uploads), its locks
 * (Redis when REDIS_URL is set), the hourly sweep of abandoned uploads, and PATCH bodies left
 * unread. The answer is the handler each upload route hands its raw request and response to.
 */
export async function tusUploads(
  app: FastifyInstance,
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<void>> {
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

  return async function handOverToTus(request, reply) {
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
  };
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
