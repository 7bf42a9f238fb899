import type { ContentUser } from '@academy/contract';
import { hashPassword } from '../../lib/passwords';
import { itemPath } from '../problems';
import { idByKey, userIdByEmail, type ImportContext } from './context';

const FILE = 'users.json';

/** A user with the hash of their password, made before the transaction (scrypt is slow on purpose). */
export type UserWithHash = ContentUser & { passwordHash: string };

export async function hashUserPasswords(
  users: ContentUser[],
  scryptCost: number | undefined,
): Promise<UserWithHash[]> {
  const hashed: UserWithHash[] = [];
  for (const user of users) {
    hashed.push({ ...user, passwordHash: await hashPassword(user.password, scryptCost) });
  }
  return hashed;
}

/**
 * Adds each user unless one has the e-mail already (an existing account is never changed), then
 * enrols them in their paid courses.
 */
export async function importUsers(context: ImportContext, users: UserWithHash[]): Promise<number> {
  const { tx } = context;
  for (const [i, user] of users.entries()) {
    await tx.query(
      `INSERT INTO users (username, email, password_hash, role) VALUES ($1, $2, $3, $4)
       ON CONFLICT ((lower(email))) DO NOTHING`,
      [user.username, user.email, user.passwordHash, user.role ?? 'learner'],
    );
    const userId = await userIdByEmail(tx, user.email);
    if (userId === null) throw new Error(`user ${user.email} missing right after its INSERT`);
    for (const [k, courseKey] of (user.paid_courses ?? []).entries()) {
      const courseId = await idByKey(tx, 'courses', courseKey);
      if (courseId === null) {
        context.refuse(itemPath(FILE, i, 'paid_courses', k), `no course with key "${courseKey}"`);
        continue;
      }
      await tx.query(
        'INSERT INTO enrollments (user_id, course_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [userId, courseId],
      );
    }
  }
  return users.length;
}
