import { gunzipSync, gzipSync } from 'node:zlib';
import type { Config } from '../../config';
import type { Queryable } from '../../db/db';

/*
 * The revocation list (W3C Bitstring Status List v1.0), docs/credentials.md#revocation: bit i is
 * certificate i's credential (its id), 1 when revoked. Published as a signed
 * BitstringStatusListCredential at one URL, so a verifier needs no call but this one.
 */

/** The spec's minimum, 16 KB of bits, so the list says little about how many were issued. */
export const MIN_LIST_BITS = 131_072;

export const statusListUrl = (config: Config) => `${config.siteUrl}/api/credentials/status/1`;

/** The bitstring: long enough for every certificate issued, in blocks of MIN_LIST_BITS. */
export function bitstring(length: number, revoked: Iterable<number>): Uint8Array {
  const bits = Math.max(MIN_LIST_BITS, Math.ceil(length / MIN_LIST_BITS) * MIN_LIST_BITS);
  const bytes = new Uint8Array(bits / 8);
  // The first index is the leftmost bit (the spec's order).
  for (const index of revoked) bytes[index >> 3]! |= 0x80 >> (index & 7);
  return bytes;
}

/** GZIP, then multibase base64url (the `u` prefix), as `encodedList` is written. */
export const encodeList = (bytes: Uint8Array) => `u${gzipSync(bytes).toString('base64url')}`;

/** The bit at `index` of an `encodedList`; undefined when the list is not one or too short. */
export function bitOf(encodedList: string, index: number): boolean | undefined {
  if (!encodedList.startsWith('u')) return undefined;
  let bytes: Buffer;
  try {
    bytes = gunzipSync(Buffer.from(encodedList.slice(1), 'base64url'));
  } catch {
    return undefined;
  }
  const byte = bytes[index >> 3];
  if (byte === undefined) return undefined;
  return (byte & (0x80 >> (index & 7))) !== 0;
}

/** The revoked certificates' ids and the largest id issued, from the database. */
export async function revokedIndexes(db: Queryable) {
  const { rows } = await db.query<{ id: number; revoked: boolean }>(
    `SELECT id, false AS revoked FROM (SELECT max(id) AS id FROM certificates) top
     WHERE id IS NOT NULL
     UNION ALL
     SELECT id, true FROM certificates WHERE credential_revoked_at IS NOT NULL`,
  );
  const length = Math.max(0, ...rows.map((row) => row.id + 1));
  return { length, revoked: rows.filter((row) => row.revoked).map((row) => row.id) };
}

/** The status list credential (unsigned): valid from now, so a cache can tell it is fresh. */
export async function statusListCredential(db: Queryable, config: Config, now = new Date()) {
  const { length, revoked } = await revokedIndexes(db);
  const url = statusListUrl(config);
  return {
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    id: url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: config.siteUrl,
    validFrom: now.toISOString(),
    credentialSubject: {
      id: `${url}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: encodeList(bitstring(length, revoked)),
    },
  };
}
