import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound, unavailable } from '../../lib/errors';
import { MediaStoreError, mediaTypeOf, type ByteRange, type MediaStore } from './storage';

/**
 * nginx's media location sets this request header to the stores it can serve from by itself
 * (`disk`: MEDIA_DIR aliased; `s3`: a presigned URL fetched): then the API, having checked the
 * request, answers with X-Accel-Redirect and no body, and nginx sends the bytes. A client cannot
 * forge it through nginx (nginx sets it), and reaching an instance directly it would only get an
 * empty answer. Without it (the Node server of `npm start`, tests) the API sends the bytes.
 */
export const MEDIA_ACCEL_HEADER = 'x-academy-media-accel';

/** What nginx said it can serve. */
export function nginxServes(request: FastifyRequest, store: MediaStore): boolean {
  const header = request.headers[MEDIA_ACCEL_HEADER];
  return typeof header === 'string' && header.split(/[\s,]+/).includes(store.kind);
}

/** A single `bytes=` range of a `size`-byte object; null for none (or one we do not honour). */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, first, last] = match as unknown as [string, string, string];
  const range =
    first === ''
      ? { start: Math.max(0, size - Number(last)), end: size - 1 }
      : { start: Number(first), end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
  return range.start > range.end || range.start >= size ? 'unsatisfiable' : range;
}

/**
 * Answers with the stored object `key` (a checked request: this decides nothing about access),
 * streaming it with byte ranges, or handing it to nginx. Headers set before (Cache-Control,
 * Content-Disposition) go along either way: nginx keeps them on an X-Accel-Redirect.
 */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
): Promise<FastifyReply> {
  const store = request.server.services.mediaStore;
  try {
    if (nginxServes(request, store)) {
      reply.header('content-type', mediaTypeOf(key));
      reply.header('x-accel-redirect', await store.accelRedirect(key));
      return reply.send('');
    }
    const local = store.localPath(key);
    if (local !== null) {
      return reply.sendFile(path.basename(local), path.dirname(local), {
        cacheControl: false,
        acceptRanges: true,
      });
    }
    return await streamFromBucket(request, reply, store, key);
  } catch (error) {
    if (!(error instanceof MediaStoreError)) throw error;
    request.log.error({ err: error, key }, 'the media store failed');
    throw unavailable('The media store cannot be reached. Try again in a moment.');
  }
}

async function streamFromBucket(
  request: FastifyRequest,
  reply: FastifyReply,
  store: MediaStore,
  key: string,
): Promise<FastifyReply> {
  const size = await store.size(key);
  if (size === null) throw notFound();
  const range = parseRange(request.headers.range, size);
  reply.header('accept-ranges', 'bytes');
  reply.header('content-type', mediaTypeOf(key));
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`);
    return reply.code(416).send('');
  }
  const read = await store.read(key, range ?? undefined);
  if (!read) throw notFound();
  reply.header('content-length', read.range.end - read.range.start + 1);
  if (range) {
    reply.code(206);
    reply.header('content-range', `bytes ${read.range.start}-${read.range.end}/${read.size}`);
  }
  return reply.send(read.body);
}
