import crypto from 'node:crypto';
import { TELEMETRY_TOKEN_TTL_MS } from '@academy/contract';

/**
 * Page-load tokens (docs/telemetry.md#page-load-tokens): `<payload>.<signature>`, both base64url;
 * the payload names a random id, the versions the page was served and when the token expires.
 * Signed with HMAC-SHA256 under a key derived from JWT_SECRET, which every instance shares: any
 * instance verifies any token with no state of its own.
 */

export interface PageLoad {
  /** Random, unique per page load: the key its counts are kept under (telemetry_page_loads). */
  id: string;
  /** remote → the version the page was served. */
  versions: Record<string, string>;
  expiresAt: Date;
}

interface Payload {
  i: string;
  v: Record<string, string>;
  e: number;
}

const keyFor = (secret: string) =>
  crypto.createHmac('sha256', secret).update('telemetry page-load token').digest();

export class PageLoadTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = keyFor(secret);
  }

  private sign(payload: string): string {
    return crypto.createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  issue(versions: Record<string, string>, now: Date): { token: string; pageLoad: PageLoad } {
    const pageLoad: PageLoad = {
      id: crypto.randomBytes(16).toString('base64url'),
      versions,
      expiresAt: new Date(now.getTime() + TELEMETRY_TOKEN_TTL_MS),
    };
    const payload: Payload = { i: pageLoad.id, v: versions, e: pageLoad.expiresAt.getTime() };
    const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return { token: `${encoded}.${this.sign(encoded)}`, pageLoad };
  }

  /** The page load a token names; null when it is forged, altered or expired. */
  verify(token: string, now: Date): PageLoad | null {
    const [encoded, signature, extra] = token.split('.');
    if (!encoded || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.sign(encoded));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    let payload: Payload;
    try {
      payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Payload;
    } catch {
      return null;
    }
    if (typeof payload.i !== 'string' || typeof payload.e !== 'number') return null;
    if (typeof payload.v !== 'object' || payload.v === null) return null;
    if (payload.e <= now.getTime()) return null;
    return { id: payload.i, versions: payload.v, expiresAt: new Date(payload.e) };
  }
}
