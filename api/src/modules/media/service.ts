import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LessonMediaKind } from '@academy/contract';

/**
 * URLs of media files. Public media (images, trailers, blog PDFs) have plain, cacheable URLs.
 *
 * Lesson media are paid content, and a <video> or a PDF tab cannot send the Authorization
 * header, so two signed pieces travel instead, and the media route wants both:
 *  - the URL carries an HMAC over the lesson, the file kind, the user and an expiry time: it
 *    cannot be re-targeted at another lesson or file, or extended;
 *  - the media pass, an HttpOnly cookie set with every lesson answer to a paying learner,
 *    carries an HMAC over the same user and an expiry: it binds the URL to that learner's
 *    browser. A copied URL is worth nothing to a visitor (no pass) or to another learner (a pass
 *    naming someone else), and page scripts cannot read the pass to copy it along.
 * The route also checks the purchase still stands, so a refund ends access at once.
 */

export type { LessonMediaKind };

export const PUBLIC_MEDIA_PREFIX = '/api/media/public/';
export const ASSETS_PREFIX = '/api/media/assets/';

/** Stored media names are content hashes: `<20 hex>.<ext>`. */
export const MEDIA_NAME = /^[0-9a-f]{20}\.(svg|png|jpe?g|webp|gif|avif|mp4|webm|pdf)$/;

/** The cookie holding the media pass, sent only to the lesson media route. */
export const MEDIA_PASS_COOKIE = 'academy_media';
export const LESSON_MEDIA_PATH = '/api/media/lessons/';

/** Expiries are rounded up to 10 minutes so repeated calls give the same (cacheable) URL. */
const EXPIRY_STEP_SECONDS = 600;

/** The access token a pass was issued with (see modules/sessions). */
export interface PassSession {
  userId: number;
  /** The token's `jti` and `pwv`. */
  tokenId: string;
  passwordVersion: number;
}

export interface MediaPass {
  /** The cookie value: `<user>.<expires>.<token id>.<password version>.<signature>`. */
  value: string;
  /** Unix seconds. */
  expires: number;
}

export function publicMediaUrl(name: string | null): string | null {
  return name ? `${PUBLIC_MEDIA_PREFIX}${name}` : null;
}

export class MediaSigner {
  private readonly key: Buffer;
  private readonly passKey: Buffer;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    // Keys of their own, derived from the JWT secret, so no two uses ever mix.
    this.key = createHmac('sha256', secret).update('academy media url v1').digest();
    this.passKey = createHmac('sha256', secret).update('academy media pass v1').digest();
  }

  private expiry(now: number): number {
    const step = EXPIRY_STEP_SECONDS;
    return Math.ceil((Math.floor(now / 1000) + this.ttlSeconds) / step) * step;
  }

  private passSignature(session: PassSession, expires: number): string {
    return createHmac('sha256', this.passKey)
      .update(`${session.userId}:${expires}:${session.tokenId}:${session.passwordVersion}`)
      .digest('base64url');
  }

  /**
   * The pass of a paying learner's browser, for the session (access token) it was issued in:
   * expiring with the URLs issued alongside it, or with the token when that ends first (`notAfter`,
   * unix seconds). Naming the session lets the media route refuse it once the session has ended.
   */
  passFor(session: PassSession, notAfter = Infinity, now = Date.now()): MediaPass {
    const expires = Math.min(this.expiry(now), Math.floor(notAfter));
    const { userId, tokenId, passwordVersion } = session;
    const signature = this.passSignature(session, expires);
    return { value: `${userId}.${expires}.${tokenId}.${passwordVersion}.${signature}`, expires };
  }

  /** The session a pass names, or null when it is malformed, forged or expired. */
  passSession(value: string | undefined, now = Date.now()): PassSession | null {
    const match = /^(\d{1,9})\.(\d{1,12})\.([\w-]{1,64})\.(\d{1,12})\.([\w-]{43})$/.exec(
      value ?? '',
    );
    if (!match) return null;
    const [, user, expires, tokenId, passwordVersion, sig] = match as unknown as string[];
    if (Number(expires) * 1000 <= now) return null;
    const session = {
      userId: Number(user),
      tokenId: tokenId!,
      passwordVersion: Number(passwordVersion),
    };
    const expected = Buffer.from(this.passSignature(session, Number(expires)));
    const given = Buffer.from(sig!);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return session;
  }

  private signature(lessonId: number, kind: LessonMediaKind, userId: number, expires: number) {
    return createHmac('sha256', this.key)
      .update(`${lessonId}:${kind}:${userId}:${expires}`)
      .digest('base64url');
  }

  private hlsSignature(lessonId: number, userId: number, expires: number) {
    return createHmac('sha256', this.key)
      .update(`${lessonId}:hls:${userId}:${expires}`)
      .digest('base64url');
  }

  /**
   * The lesson's HLS folder for this learner: `<user>.<expires>.<HMAC>` in the path, so that the
   * playlists can name their renditions and segments by relative URLs (the files are served as
   * ffmpeg wrote them) and every one of those URLs carries the signature. Like the MP4's URL, it
   * needs the learner's pass beside it.
   */
  lessonHlsBase(lessonId: number, userId: number, now = Date.now()): string {
    const expires = this.expiry(now);
    const token = `${userId}.${expires}.${this.hlsSignature(lessonId, userId, expires)}`;
    return `${LESSON_MEDIA_PATH}${lessonId}/hls/${token}/`;
  }

  /** The learner a lesson's HLS token was issued to, or null when it is forged or expired. */
  hlsTokenUser(lessonId: number, token: string, now = Date.now()): number | null {
    const match = /^(\d{1,9})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
    if (!match) return null;
    const [, user, expires, sig] = match as unknown as [string, string, string, string];
    if (Number(expires) * 1000 <= now) return null;
    const expected = Buffer.from(this.hlsSignature(lessonId, Number(user), Number(expires)));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return Number(user);
  }

  lessonUrl(lessonId: number, kind: LessonMediaKind, userId: number, now = Date.now()): string {
    const expires = this.expiry(now);
    const sig = this.signature(lessonId, kind, userId, expires);
    return `${LESSON_MEDIA_PATH}${lessonId}/${kind}?u=${userId}&expires=${expires}&sig=${sig}`;
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
