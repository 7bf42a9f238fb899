import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * URLs of media files. Public media (images, trailers, blog PDFs) have plain, cacheable URLs;
 * lesson media URLs carry an HMAC signature bound to the lesson, the file kind, the user and an
 * expiry time, so a paid learner's <video> and PDF link work without an Authorization header
 * while anyone else's copy of the URL does not.
 */

export type LessonMediaKind = 'video' | 'pdf';

export const PUBLIC_MEDIA_PREFIX = '/api/media/public/';
export const ASSETS_PREFIX = '/api/media/assets/';

/** Stored media names are content hashes: `<20 hex>.<ext>`. */
export const MEDIA_NAME = /^[0-9a-f]{20}\.(svg|png|jpe?g|webp|gif|avif|mp4|webm|pdf)$/;

export function publicMediaUrl(name: string | null): string | null {
  return name ? `${PUBLIC_MEDIA_PREFIX}${name}` : null;
}

export class MediaSigner {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    // A key of its own, derived from the JWT secret, so the two uses never mix.
    this.key = createHmac('sha256', secret).update('academy media url v1').digest();
  }

  private signature(lessonId: number, kind: LessonMediaKind, userId: number, expires: number) {
    return createHmac('sha256', this.key)
      .update(`${lessonId}:${kind}:${userId}:${expires}`)
      .digest('base64url');
  }

  /** Expiry rounded up to 10 minutes so repeated calls give the same (browser-cacheable) URL. */
  lessonUrl(lessonId: number, kind: LessonMediaKind, userId: number, now = Date.now()): string {
    const step = 600;
    const expires = Math.ceil((Math.floor(now / 1000) + this.ttlSeconds) / step) * step;
    const sig = this.signature(lessonId, kind, userId, expires);
    return `/api/media/lessons/${lessonId}/${kind}?u=${userId}&expires=${expires}&sig=${sig}`;
  }

  verify(
    lessonId: number,
    kind: LessonMediaKind,
    userId: number,
    expires: number,
    sig: string,
    now = Date.now(),
  ): boolean {
    if (expires * 1000 <= now) return false;
    const expected = Buffer.from(this.signature(lessonId, kind, userId, expires));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
