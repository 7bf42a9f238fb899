import type { Role } from '@academy/contract';
import type { Queryable } from '../../db/db';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  role: Role;
}

export async function findUser(db: Queryable, userId: number): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    'SELECT id, username, email, role FROM users WHERE id = $1',
    [userId],
  );
  return rows[0];
}

/** Sets the role of the user with this e-mail; false when there is no such user. */
export async function setRole(db: Queryable, email: string, role: Role): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE users SET role = $2 WHERE lower(email) = lower($1) RETURNING id',
    [email.trim(), role],
  );
  return rows.length > 0;
}
