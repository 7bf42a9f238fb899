import type { Queryable } from '../../db/db';

/**
 * Who owns which course: the one source of the paid-content rules
 * (docs/design/api.md#access-and-paid-content). A course is owned once a verified payment (or,
 * later, the back-office) granted it; question banks belong to every owner of a course of their
 * category.
 */

export async function isEnrolled(
  db: Queryable,
  userId: number,
  courseId: number,
): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM enrollments WHERE user_id = $1 AND course_id = $2',
    [userId, courseId],
  );
  return rows.length > 0;
}

/** Whether the user owns any course of this category (the rule for question banks). */
export async function ownsCategory(
  db: Queryable,
  userId: number,
  category: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM enrollments e JOIN courses c ON c.id = e.course_id
     WHERE e.user_id = $1 AND c.category = $2 LIMIT 1`,
    [userId, category],
  );
  return rows.length > 0;
}

/** The ids of the courses the user owns, oldest enrolment first. */
export async function ownedCourseIds(db: Queryable, userId: number): Promise<number[]> {
  const { rows } = await db.query<{ course_id: number }>(
    'SELECT course_id FROM enrollments WHERE user_id = $1 ORDER BY created_at, course_id',
    [userId],
  );
  return rows.map((row) => row.course_id);
}

/**
 * Gives the user the course; `orderId` is the paid order that bought it. Granting a course the
 * user already owns changes nothing (and keeps the first grant's order). Whether it was new.
 */
export async function grantEnrollment(
  db: Queryable,
  userId: number,
  courseId: number,
  orderId: number | null = null,
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO enrollments (user_id, course_id, order_id) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, course_id) DO NOTHING RETURNING user_id`,
    [userId, courseId, orderId],
  );
  return rows.length > 0;
}

/**
 * Gives the user the course without payment (the back-office: a confirmed bank transfer, a
 * scholarship), saying who and why. The new enrolment's id, or null when the user owns it already
 * (then nothing changes).
 */
export async function grantWithoutPayment(
  db: Queryable,
  userId: number,
  courseId: number,
  grant: { note: string; grantedBy: number },
): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO enrollments (user_id, course_id, note, granted_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, course_id) DO NOTHING RETURNING id`,
    [userId, courseId, grant.note, grant.grantedBy],
  );
  return rows[0]?.id ?? null;
}
