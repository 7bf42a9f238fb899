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
  /** The user's password version the token was issued under (claim `pwv`). */
  passwordVersion: number;
  /** The token's `exp`, unix seconds. */
  expiresAt: number;
}

/** The user's role when the session still stands (active user, not revoked, not outdated), else null. */
export async function liveSessionRole<Role extends string>(
  db: Queryable,
  session: Omit<TokenSession, 'expiresAt'>,
): Promise<Role | null> {
  const { rows } = await db.query<{ role: Role }>(
    `SELECT u.role FROM users u
     WHERE u.id = $1 AND u.is_active
       AND u.password_version = $2
       AND NOT EXISTS (SELECT 1 FROM revoked_tokens r WHERE r.jti = $3)`,
    [session.userId, session.passwordVersion, session.tokenId],
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
