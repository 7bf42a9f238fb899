import type {
  AdminCertificate,
  AdminCertificateQuery,
  RevokeCredentialBody,
} from '@academy/contract';
import type { Config } from '../../config';
import type { Queryable } from '../../db/db';
import type { Written } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { listPage, type ListSpec } from '../../lib/list';
import { jwtClaims, openBadgeCredential } from './open-badge';
import { credentialKey, signJson } from './signing';

interface FactsRow {
  id: number;
  code: string;
  name: string;
  course_id: number;
  course_name: string;
  issued_at: Date | string;
  contact_hours: number | null;
  pmi_activity_code: string | null;
  credential: string | null;
}

/**
 * A certificate's signed credential (a compact JWS), or undefined for an unknown code. Signed once
 * and kept: at the claim, or for a certificate issued before credentials existed, at its first
 * request (a parallel request keeps whichever was stored first).
 */
export async function credentialToken(
  db: Queryable,
  config: Config,
  code: string,
): Promise<string | undefined> {
  const { rows } = await db.query<FactsRow>(
    `SELECT id, code, name, course_id, course_name, issued_at,
       contact_hours::float8 AS contact_hours, pmi_activity_code, credential
     FROM certificates WHERE code = $1`,
    [code],
  );
  const row = rows[0];
  if (!row) return undefined;
  if (row.credential) return row.credential;
  const credential = openBadgeCredential(config, {
    id: row.id,
    code: row.code,
    name: row.name,
    courseId: row.course_id,
    courseName: row.course_name,
    issuedAt: new Date(row.issued_at),
    contactHours: row.contact_hours,
    activityCode: row.pmi_activity_code,
  });
  const token = await signJson(
    await credentialKey(config.credentialSigningKey),
    jwtClaims(credential),
  );
  const stored = await db.query<{ credential: string }>(
    `UPDATE certificates SET credential = COALESCE(credential, $2) WHERE id = $1
     RETURNING credential`,
    [row.id, token],
  );
  return stored.rows[0]?.credential ?? token;
}

interface AdminRow {
  id: number;
  code: string;
  name: string;
  course_name: string;
  user_id: number;
  email: string;
  issued_at: Date;
  credential_revoked_at: Date | null;
  credential_revocation_reason: string | null;
}

const toItem = (row: AdminRow): AdminCertificate => ({
  id: row.id,
  code: row.code,
  name: row.name,
  course: row.course_name,
  user: { id: row.user_id, email: row.email },
  issued_at: new Date(row.issued_at).toISOString(),
  revoked_at: row.credential_revoked_at ? new Date(row.credential_revoked_at).toISOString() : null,
  revocation_reason: row.credential_revocation_reason,
});

const COLUMNS = `c.id, c.code, c.name, c.course_name, c.user_id, u.email, c.issued_at,
  c.credential_revoked_at, c.credential_revocation_reason`;
const FROM = 'certificates c JOIN users u ON u.id = c.user_id';

const CERTIFICATES: ListSpec<AdminRow, AdminCertificate> = {
  columns: COLUMNS,
  from: FROM,
  searchIn: ['c.code', 'c.name', 'c.course_name', 'u.email'],
  orderings: {
    issued_at: 'c.issued_at',
    code: 'c.code',
    name: 'c.name',
    course: 'c.course_name',
    revoked_at: 'c.credential_revoked_at',
  },
  defaultOrdering: '-issued_at',
  tieBreaker: 'c.id DESC',
  toItem,
};

/** GET /admin/certificates/: every certificate, newest first, with its credential's revocation. */
export function listCertificates(db: Queryable, query: AdminCertificateQuery, path: string) {
  return listPage(db, CERTIFICATES, query, path, []);
}

export const ALREADY_REVOKED = 'This certificate is already revoked.';

/**
 * POST /admin/certificates/{code}/revoke/: marks the credential revoked (its bit in the status
 * list), with the reason; audited by the caller. Once: a revoked certificate answers 409.
 */
export async function revokeCredential(
  tx: Queryable,
  code: string,
  body: RevokeCredentialBody,
): Promise<Written<AdminCertificate>> {
  const reason = body.reason.replace(/\s+/g, ' ').trim();
  if (reason === '') throw badRequest({ reason: ['This field may not be blank.'] });
  const { rows: before } = await tx.query<AdminRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE c.code = $1 FOR UPDATE OF c`,
    [code],
  );
  const row = before[0];
  if (!row) throw notFound();
  if (row.credential_revoked_at) throw conflict(ALREADY_REVOKED);
  const { rows } = await tx.query<AdminRow>(
    `WITH revoked AS (
       UPDATE certificates SET credential_revoked_at = now(), credential_revocation_reason = $2
       WHERE id = $1 RETURNING *)
     SELECT ${COLUMNS.replaceAll('c.', 'r.')}
     FROM revoked r JOIN users u ON u.id = r.user_id`,
    [row.id, reason],
  );
  const after = toItem(rows[0]!);
  return {
    result: after,
    audit: {
      action: 'update',
      entityId: row.id,
      changes: { code, revoked_at: [null, after.revoked_at], revocation_reason: [null, reason] },
    },
  };
}
