import type { Config } from '../../config';
import type { Db } from '../../db/db';
import { sha256Hex } from '../../lib/hash';

/**
 * Per-account throttling of failed logins (table login_throttles, migration 004). The per-address
 * limit stops one address from guessing fast; this stops many addresses from guessing one
 * account's password, at any number of API instances. Unknown e-mails are throttled alike, so the
 * answer never says whether an account exists.
 */

export type LoginTurn = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const accountKey = (email: string) => sha256Hex(email.trim().toLowerCase());

/**
 * Asks for a turn to try a password for `email`. An allowed attempt is counted as a failure at
 * once (`loginSucceeded` forgets it): once the count reaches the allowance, the account's next
 * attempt waits 1 s, then 2 s, 4 s ... up to the maximum delay. Failures are forgotten after a
 * quiet spell (the reset delay).
 */
export async function claimLoginTurn(
  db: Db,
  settings: Config['loginThrottle'],
  email: string,
): Promise<LoginTurn> {
  const key = accountKey(email);
  return db.transaction(async (tx) => {
    const created = await tx.query(
      `INSERT INTO login_throttles (account_key, failures, last_attempt_at) VALUES ($1, 0, now())
       ON CONFLICT (account_key) DO NOTHING RETURNING account_key`,
      [key],
    );
    if (created.rows.length > 0) {
      // A new row is the moment to drop the ones gone quiet, so made-up e-mails do not pile up.
      await tx.query(
        `DELETE FROM login_throttles
         WHERE last_attempt_at < now() - make_interval(secs => $1)
           AND (blocked_until IS NULL OR blocked_until < now())`,
        [settings.resetAfterSeconds],
      );
    }
    // The row lock makes concurrent attempts at one account (any instance) take turns here.
    const { rows } = await tx.query<{ failures: number; quiet: boolean; wait: number | null }>(
      `SELECT failures,
              last_attempt_at < now() - make_interval(secs => $2) AS quiet,
              ceil(extract(epoch FROM blocked_until - now()))::integer AS wait
       FROM login_throttles WHERE account_key = $1 FOR UPDATE`,
      [key, settings.resetAfterSeconds],
    );
    const row = rows[0];
    if (!row) throw new Error('login_throttles: the row just ensured is missing');
    if (row.wait !== null && row.wait > 0) return { allowed: false, retryAfterSeconds: row.wait };

    const failures = (row.quiet ? 0 : row.failures) + 1;
    const delaySeconds =
      failures >= settings.freeFailures
        ? Math.min(settings.maxDelaySeconds, 2 ** Math.min(failures - settings.freeFailures, 30))
        : null;
    await tx.query(
      `UPDATE login_throttles
       SET failures = $2, last_attempt_at = now(),
           blocked_until = now() + make_interval(secs => $3::double precision)
       WHERE account_key = $1`,
      [key, failures, delaySeconds],
    );
    return { allowed: true };
  });
}

/** The password was right: the account's count starts again. */
export async function loginSucceeded(db: Db, email: string): Promise<void> {
  await db.query('DELETE FROM login_throttles WHERE account_key = $1', [accountKey(email)]);
}
