import { randomBytes } from 'node:crypto';
import type { RegisterBody, Role } from '@academy/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import { accountEmailProblems } from '../../lib/email';
import { badRequest, type FieldErrors } from '../../lib/errors';
import { sha256Hex } from '../../lib/hash';
import { sendAndRecord, type Mailer } from '../../lib/mailer';
import {
  burnPasswordTime,
  hashPassword,
  passwordProblems,
  verifyPassword,
} from '../../lib/passwords';

const RESET_TTL_MINUTES = 60;

export async function registerUser(db: Db, config: Config, body: RegisterBody): Promise<number> {
  const username = (body.username ?? '').trim();
  const email = body.email.trim();
  const errors: FieldErrors = {};
  const emailProblems =
    email === '' ? ['This field may not be blank.'] : accountEmailProblems(email);
  if (emailProblems.length > 0) errors.email = emailProblems;
  const problems = passwordProblems(body.password);
  if (problems.length > 0) errors.password = problems;
  if (Object.keys(errors).length > 0) throw badRequest(errors);

  const passwordHash = await hashPassword(body.password, config.scryptCost);
  // The unique index on lower(email) settles races between two identical registrations.
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (username, email, password_hash) VALUES ($1, $2, $3)
     ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
    [username, email, passwordHash],
  );
  if (!rows[0]) throw badRequest({ email: ['user with this email already exists.'] });
  return rows[0].id;
}

/** The user with these credentials, or null. Takes the same time for unknown e-mails. */
export async function checkCredentials(
  db: Db,
  config: Config,
  email: string,
  password: string,
): Promise<{ id: number; role: Role; passwordVersion: number } | null> {
  const { rows } = await db.query<{
    id: number;
    role: Role;
    password_hash: string;
    password_version: number;
    is_active: boolean;
  }>(
    `SELECT id, role, password_hash, password_version, is_active FROM users
     WHERE lower(email) = lower($1)`,
    [email.trim()],
  );
  const user = rows[0];
  if (!user) {
    await burnPasswordTime(password, config.scryptCost);
    return null;
  }
  const ok = await verifyPassword(password, user.password_hash);
  return ok && user.is_active
    ? { id: user.id, role: user.role, passwordVersion: user.password_version }
    : null;
}

/** Creates a single-use reset code (only its sha256 is stored) and mails the link. */
export async function sendPasswordReset(
  db: Db,
  config: Config,
  mailer: Mailer,
  log: FastifyBaseLogger,
  email: string,
): Promise<void> {
  const { rows } = await db.query<{ id: number; email: string; username: string }>(
    'SELECT id, email, username FROM users WHERE lower(email) = lower($1) AND is_active',
    [email.trim()],
  );
  const user = rows[0];
  if (!user) {
    throw badRequest({ email: ['There is no active user associated with this e-mail address.'] });
  }
  const otp = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    // A new link replaces the ones sent before.
    await tx.query(
      'UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
      [user.id],
    );
    await tx.query(
      `INSERT INTO password_resets (user_id, otp_hash, expires_at)
       VALUES ($1, $2, now() + make_interval(mins => $3))`,
      [user.id, sha256Hex(otp), RESET_TTL_MINUTES],
    );
  });
  const link = `${config.siteUrl}/password/reset/confirm/${otp}`;
  if (mailer.transport === 'log') {
    // Local mode: no SMTP, so the newcomer finds the link in the server log.
    log.info(
      { to: user.email, resetLink: link },
      'password reset link (SMTP_URL not set, so logged here)',
    );
  }
  await sendAndRecord(db, mailer, log, {
    kind: 'password-reset',
    to: user.email,
    subject: 'Reset your Academy password',
    text: [
      `Hello ${user.username || user.email},`,
      '',
      'Someone asked to reset the password of your Academy account.',
      `Open this link within ${RESET_TTL_MINUTES} minutes to choose a new password:`,
      '',
      link,
      '',
      'If you did not ask for it, ignore this e-mail: your password stays the same.',
    ].join('\n'),
  });
}

export async function confirmPasswordReset(
  db: Db,
  config: Config,
  otp: string,
  newPassword: string,
): Promise<void> {
  const problems = passwordProblems(newPassword);
  if (problems.length > 0) throw badRequest({ new_password: problems });
  const passwordHash = await hashPassword(newPassword, config.scryptCost);
  const changed = await db.transaction(async (tx) => {
    // Consuming the code and changing the password happen together, or not at all.
    const { rows } = await tx.query<{ user_id: number }>(
      `UPDATE password_resets SET used_at = now()
       WHERE otp_hash = $1 AND used_at IS NULL AND expires_at > now()
       RETURNING user_id`,
      [sha256Hex(otp.trim())],
    );
    if (!rows[0]) return false;
    // Every token issued before now is refused from now on (modules/sessions).
    await tx.query(
      `UPDATE users SET password_hash = $1, password_changed_at = now(),
         password_version = password_version + 1 WHERE id = $2`,
      [passwordHash, rows[0].user_id],
    );
    return true;
  });
  if (!changed) throw badRequest({ otp: ['Invalid or expired link.'] });
}
