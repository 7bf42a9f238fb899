import type { CredentialReason, CredentialVerification } from '@academy/contract';
import type { Config } from '../../config';
import type { Queryable } from '../../db/db';
import { badRequest } from '../../lib/errors';
import { ENVELOPE_PREFIX } from './open-badge';
import { credentialKey, verifyJson } from './signing';
import { bitOf, statusListCredential, statusListUrl } from './status-list';

/*
 * Verifying a credential (docs/credentials.md#verifying): the signature against the academy's
 * public key, then the revocation bit in the published status list. Nothing here reads a flag
 * about the credential itself: a certificate's page runs the same check on its stored token.
 */

const DETAILS: Record<CredentialReason, string> = {
  signed: 'The signature holds: the academy issued this credential and it is unchanged.',
  bad_signature:
    'The signature does not match the contents: the credential was changed after the academy signed it.',
  unknown_key: "The credential is not signed with the academy's key.",
  not_a_certificate: 'The signature holds, but this is not a certificate credential.',
  revoked: 'The signature holds, but the academy has revoked this credential.',
};

export const NOT_A_CREDENTIAL =
  'This is not a credential: give the JSON file the academy issued or its token.';

const COMPACT_JWS = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** The token in what was posted: the downloaded file (the envelope) or the bare token; else 400. */
export function tokenOf(text: string): string {
  const trimmed = text.trim();
  if (COMPACT_JWS.test(trimmed)) return trimmed;
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    throw badRequest({ credential: [NOT_A_CREDENTIAL] });
  }
  const id = (parsed as { id?: unknown } | null)?.id;
  if (typeof id === 'string' && id.startsWith(ENVELOPE_PREFIX)) {
    const token = id.slice(ENVELOPE_PREFIX.length);
    if (COMPACT_JWS.test(token)) return token;
  }
  throw badRequest({ credential: [NOT_A_CREDENTIAL] });
}

const answer = (
  reason: CredentialReason,
  rest: Partial<CredentialVerification> = {},
): CredentialVerification => ({
  status: reason === 'signed' ? 'valid' : reason === 'revoked' ? 'revoked' : 'tampered',
  reason,
  detail: DETAILS[reason],
  signature_valid: reason === 'signed' || reason === 'revoked' || reason === 'not_a_certificate',
  revoked_at: null,
  credential: null,
  ...rest,
});

interface SignedCredential {
  type?: unknown;
  id?: unknown;
  validFrom?: unknown;
  issuer?: { id?: unknown };
  credentialSubject?: {
    identifier?: { identityHash?: unknown }[];
    achievement?: { name?: unknown };
  };
  credentialStatus?: { statusListCredential?: unknown; statusListIndex?: unknown };
}

/** What a signed credential says, when it is one of our certificates' credentials. */
function certificateOf(payload: SignedCredential, config: Config) {
  const types = Array.isArray(payload.type) ? payload.type : [];
  const status = payload.credentialStatus;
  const index = Number(status?.statusListIndex);
  const name = payload.credentialSubject?.identifier?.[0]?.identityHash;
  const course = payload.credentialSubject?.achievement?.name;
  if (
    !types.includes('OpenBadgeCredential') ||
    payload.issuer?.id !== config.siteUrl ||
    status?.statusListCredential !== statusListUrl(config) ||
    !Number.isSafeInteger(index) ||
    index < 0 ||
    typeof name !== 'string' ||
    typeof course !== 'string' ||
    typeof payload.id !== 'string' ||
    typeof payload.validFrom !== 'string'
  ) {
    return null;
  }
  return { index, name, course, id: payload.id, issued_at: payload.validFrom };
}

/** Verifies a compact token: valid, tampered (and why) or revoked (and when). */
export async function verifyToken(
  db: Queryable,
  config: Config,
  token: string,
): Promise<CredentialVerification> {
  const verified = await verifyJson(await credentialKey(config.credentialSigningKey), token);
  if (!verified.ok) return answer(verified.problem);
  const certificate = certificateOf(verified.payload as SignedCredential, config);
  if (!certificate) return answer('not_a_certificate');
  const { index, ...says } = certificate;
  const list = await statusListCredential(db, config);
  if (bitOf(list.credentialSubject.encodedList, index)) {
    const { rows } = await db.query<{ at: Date }>(
      'SELECT credential_revoked_at AS at FROM certificates WHERE id = $1',
      [index],
    );
    const at = rows[0]?.at;
    return answer('revoked', {
      credential: says,
      revoked_at: at ? new Date(at).toISOString() : null,
    });
  }
  return answer('signed', { credential: says });
}
