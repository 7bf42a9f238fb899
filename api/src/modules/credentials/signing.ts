import { createPrivateKey, createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import {
  calculateJwkThumbprint,
  CompactSign,
  compactVerify,
  decodeProtectedHeader,
  type JWK,
} from 'jose';

/*
 * The academy's credential key (docs/credentials.md#the-key): one Ed25519 key from
 * CREDENTIAL_SIGNING_KEY (or DATA_DIR/credential-signing-key.pem), signing compact JWS with `jose`
 * (alg EdDSA). Verification uses the public half only, as any outside verifier would.
 */

export interface CredentialKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public key as published in the JWKS: `kid` is its RFC 7638 thumbprint. */
  publicJwk: JWK & { kid: string; alg: 'EdDSA'; use: 'sig' };
}

const keys = new Map<string, Promise<CredentialKey>>();

async function loadKey(text: string): Promise<CredentialKey> {
  const privateKey = text.startsWith('{')
    ? createPrivateKey({ key: JSON.parse(text) as JsonWebKey, format: 'jwk' })
    : createPrivateKey(text.replaceAll('\\n', '\n'));
  const publicKey = createPublicKey(privateKey);
  const jwk = publicKey.export({ format: 'jwk' }) as JWK;
  const kid = await calculateJwkThumbprint(jwk);
  return { privateKey, publicKey, publicJwk: { ...jwk, kid, alg: 'EdDSA', use: 'sig' } };
}

/** The key of a configuration's `credentialSigningKey` (parsed once per process). */
export function credentialKey(text: string): Promise<CredentialKey> {
  let key = keys.get(text);
  if (!key) {
    key = loadKey(text);
    keys.set(text, key);
  }
  return key;
}

/**
 * Signs a JSON payload as a compact JWS. `typ` JWT, as Open Badges 3.0's VC-JWT proof format
 * (§8.2) asks; the header names the key by `kid` and carries the public `jwk` for convenience
 * (a verifier still checks it against the published key set).
 */
export async function signJson(key: CredentialKey, payload: object): Promise<string> {
  const { kid, ...jwk } = key.publicJwk;
  return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({
      alg: 'EdDSA',
      typ: 'JWT',
      kid,
      jwk: { kty: jwk.kty, crv: jwk.crv, x: jwk.x },
    })
    .sign(key.privateKey);
}

export type Verified =
  | { ok: true; payload: Record<string, unknown> }
  | { ok: false; problem: 'unknown_key' | 'bad_signature' };

/** Whether `token` is signed by `key`: its `kid` must be ours and the signature must hold. */
export async function verifyJson(key: CredentialKey, token: string): Promise<Verified> {
  let kid: unknown;
  try {
    kid = decodeProtectedHeader(token).kid;
  } catch {
    return { ok: false, problem: 'bad_signature' };
  }
  if (kid !== key.publicJwk.kid) return { ok: false, problem: 'unknown_key' };
  try {
    const { payload } = await compactVerify(token, key.publicKey, { algorithms: ['EdDSA'] });
    const parsed: unknown = JSON.parse(new TextDecoder().decode(payload));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return { ok: false, problem: 'bad_signature' };
    }
    return { ok: true, payload: parsed as Record<string, unknown> };
  } catch {
    return { ok: false, problem: 'bad_signature' };
  }
}
