import type { Db, Queryable } from '../../db/db';

/**
 * What ends a session before its access token expires (migration 004): a logout, which revokes the
 * token's id, and a password change, which refuses every token issued before it. Kept in the
 * database so that every API instance sees it at the next request.
 */

/** The parts of an access token that name its session. */
export interface TokenSession {
  userId: number;
  /** The token's `jti`. */
  tokenId: string;
  /** The token's `iat` and `exp`, unix seconds. */
  issuedAt: number;
  expiresAt: number;
}

/** The user's role when the session still stands (active user, not revoked, not outdated), else null. */
export async function liveSessionRole<Role extends string>(
  db: Queryable,
  session: Omit<TokenSession, 'expiresAt'>,
): Promise<Role | null> {
  // `iat` has whole seconds: a token issued in the very second of a password change counts as
  // issued before it and is refused. Safe that way round; the price is that a login within that
  // same second gets a token refused at once (no person types a password that fast).
  const { rows } = await db.query<{ role: Role }>(
    `SELECT u.role FROM users u
     WHERE u.id = $1 AND u.is_active
       AND (u.password_changed_at IS NULL OR u.password_changed_at < to_timestamp($2))
       AND NOT EXISTS (SELECT 1 FROM revoked_tokens r WHERE r.jti = $3)`,
    [session.userId, session.issuedAt, session.tokenId],
  );
  return rows[0]?.role ?? null;
}

/**
 * Revokes a token until it expires, and forgets the revocations whose tokens have expired since
 * (an expired token is refused by its `exp` alone). Idempotent.
 */
export async function revokeSession(db: Db, session: TokenSession): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM revoked_tokens WHERE expires_at <= now()');
    await tx.query(
      `INSERT INTO revoked_tokens (jti, user_id, expires_at) VALUES ($1, $2, to_timestamp($3))
       ON CONFLICT (jti) DO NOTHING`,
      [session.tokenId, session.userId, session.expiresAt],
    );
  });
}
