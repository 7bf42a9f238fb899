import crypto from 'node:crypto';
import { PREVIEW_LINK_TTL_MS } from '@academy/contract/rules';

/**
 * Preview links (issue 39, docs/releases.md#preview): `<payload>.<signature>`, both base64url, the
 * payload naming a remote, one of its versions, who asked and when the link expires. HMAC-SHA256
 * under a key derived from JWT_SECRET (every instance verifies any link). A link opens the version
 * only for a signed-in staff member or admin (the API checks the role when it is opened), and only
 * in their browser: nothing anyone else is served changes.
 */

export interface PreviewClaim {
  remote: string;
  version: string;
  /** The staff member who asked for the link. */
  issuedBy: number;
  expiresAt: Date;
}

interface Payload {
  r: string;
  v: string;
  u: number;
  e: number;
}

export class PreviewLinks {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = crypto.createHmac('sha256', secret).update('release preview link').digest();
  }

  private sign(encoded: string): string {
    return crypto.createHmac('sha256', this.key).update(encoded).digest('base64url');
  }

  issue(
    remote: string,
    version: string,
    issuedBy: number,
    now: Date,
  ): { token: string; expiresAt: Date } {
    const expiresAt = new Date(now.getTime() + PREVIEW_LINK_TTL_MS);
    const payload: Payload = { r: remote, v: version, u: issuedBy, e: expiresAt.getTime() };
    const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return { token: `${encoded}.${this.sign(encoded)}`, expiresAt };
  }

  /** What the link opens; why not when it is forged, altered or expired. */
  verify(token: string, now: Date): PreviewClaim | 'invalid' | 'expired' {
    const [encoded, signature, extra] = token.split('.');
    if (!encoded || !signature || extra !== undefined) return 'invalid';
    const expected = Buffer.from(this.sign(encoded));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
      return 'invalid';
    }
    let payload: Payload;
    try {
      payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Payload;
    } catch {
      return 'invalid';
    }
    if (typeof payload.r !== 'string' || typeof payload.v !== 'string') return 'invalid';
    if (typeof payload.u !== 'number' || typeof payload.e !== 'number') return 'invalid';
    if (payload.e <= now.getTime()) return 'expired';
    return {
      remote: payload.r,
      version: payload.v,
      issuedBy: payload.u,
      expiresAt: new Date(payload.e),
    };
  }
}
