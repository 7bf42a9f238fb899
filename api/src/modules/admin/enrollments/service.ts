import type { AdminEnrollment, CreateEnrollmentBody, EnrollmentsQuery } from '@academy/contract';
import type { Queryable } from '../../../db/db';
import { deleteRow } from '../rows';
import { badRequest, conflict } from '../../../lib/errors';
import { grantWithoutPayment } from '../../enrollments/service';
import { asCreated, type Written as AuditedWrite } from '../../../lib/audit';
import { listPage, type ListFilter, type ListSpec, findListed } from '../../../lib/list';
import { existingId } from '../related';

interface EnrollmentRow {
  id: number;
  user_id: number;
  email: string;
  username: string;
  course_id: number;
  course_name: string;
  order_id: number | null;
  note: string;
  granted_by: number | null;
  granted_by_email: string | null;
  created_at: Date;
}

const COLUMNS = `e.id, e.user_id, u.email, u.username, e.course_id, c.name AS course_name,
  e.order_id, e.note, e.granted_by, g.email AS granted_by_email, e.created_at`;

const FROM = `enrollments e JOIN users u ON u.id = e.user_id JOIN courses c ON c.id = e.course_id
  LEFT JOIN users g ON g.id = e.granted_by`;

function toEnrollment(row: EnrollmentRow): AdminEnrollment {
  return {
    id: row.id,
    user: { id: row.user_id, email: row.email, username: row.username },
    course: { id: row.course_id, name: row.course_name },
    order: row.order_id,
    note: row.note,
    granted_by:
      row.granted_by === null ? null : { id: row.granted_by, email: row.granted_by_email ?? '' },
    created_at: new Date(row.created_at).toISOString(),
  };
}

const ENROLLMENTS: ListSpec<EnrollmentRow, AdminEnrollment> = {
  columns: COLUMNS,
  from: FROM,
  searchIn: ['u.email', 'u.username', 'c.name'],
  orderings: { created_at: 'e.created_at', id: 'e.id' },
  defaultOrdering: '-created_at',
  tieBreaker: 'e.id DESC',
  toItem: toEnrollment,
};

export function listEnrollments(db: Queryable, query: EnrollmentsQuery, path: string) {
  const filters: ListFilter[] = [];
  if (query.user) filters.push({ sql: 'e.user_id = $?', value: Number(query.user) });
  if (query.course) filters.push({ sql: 'e.course_id = $?', value: Number(query.course) });
  return listPage(db, ENROLLMENTS, query, path, filters);
}

export async function findEnrollment(db: Queryable, id: number): Promise<AdminEnrollment> {
  return findListed(db, ENROLLMENTS, id);
}

type Written = AuditedWrite<AdminEnrollment>;

/** Grants a course without payment; the learner owns it from the next request on. */
export async function createEnrollment(
  tx: Queryable,
  body: CreateEnrollmentBody,
  actorId: number,
): Promise<Written> {
  const note = body.note.trim();
  if (note === '') throw badRequest({ note: ['This field may not be blank.'] });
  const userId = await existingId(tx, 'users', 'user', body.user);
  const courseId = await existingId(tx, 'courses', 'course', body.course);
  const id = await grantWithoutPayment(tx, userId, courseId, { note, grantedBy: actorId });
  if (id === null) throw conflict('This learner already owns this course.');
  const created = await findEnrollment(tx, id);
  return asCreated(id, created);
}

/**
 * Revokes a granted course. A course the learner paid for is refused: taking it back is a refund
 * (money goes back through PayPal, the order changes), which this endpoint does not do.
 */
export async function deleteEnrollment(tx: Queryable, id: number): Promise<Written> {
  const before = await findEnrollment(tx, id);
  if (before.order !== null) {
    throw conflict(
      `This course was paid for (order ${before.order}): revoking it is a refund matter. Refund the order through PayPal first; a paid enrolment is not revoked here.`,
    );
  }
  return deleteRow(tx, 'enrollments', id, before);
}
