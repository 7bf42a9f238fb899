import {
  TIME_MULTIPLIERS,
  type AdminUser,
  type AdminUserDetail,
  type UpdateUserBody,
  type UsersQuery,
} from '@academy/contract';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../../db/db';
import { badRequest, type FieldErrors } from '../../../lib/errors';
import { requireAdmin } from '../../../plugins/authorization';
import { diffChanges, type Written as AuditedWrite } from '../../../lib/audit';
import { listPage, type ListFilter, type ListSpec, findListed } from '../../../lib/list';
import { ordersOfUser } from '../orders/service';
import { isTrue } from '../related';
import { updateRow, type Columns } from '../rows';

interface UserRow {
  id: number;
  email: string;
  username: string;
  role: AdminUser['role'];
  is_active: boolean;
  time_multiplier: number;
  created_at: Date;
  courses_count: number;
}

const COLUMNS = `u.id, u.email, u.username, u.role, u.is_active,
  u.time_multiplier::float8 AS time_multiplier, u.created_at,
  (SELECT count(*)::int FROM enrollments e WHERE e.user_id = u.id) AS courses_count`;

function toUser(row: UserRow): AdminUser {
  return { ...row, created_at: new Date(row.created_at).toISOString() };
}

const USERS: ListSpec<UserRow, AdminUser> = {
  columns: COLUMNS,
  from: 'users u',
  searchIn: ['u.email', 'u.username'],
  orderings: { id: 'u.id', email: 'lower(u.email)', created_at: 'u.created_at' },
  defaultOrdering: '-created_at',
  tieBreaker: 'u.id DESC',
  toItem: toUser,
};

export function listUsers(db: Queryable, query: UsersQuery, path: string) {
  const filters: ListFilter[] = [];
  if (query.role) filters.push({ sql: 'u.role = $?', value: query.role });
  if (query.is_active) filters.push({ sql: 'u.is_active = $?', value: isTrue(query.is_active) });
  return listPage(db, USERS, query, path, filters);
}

async function findUser(db: Queryable, id: number): Promise<AdminUser> {
  return findListed(db, USERS, id);
}

/** The user, the courses they own (bought or granted) and their orders. */
export async function findUserDetail(db: Queryable, id: number): Promise<AdminUserDetail> {
  const user = await findUser(db, id);
  const { rows } = await db.query<{
    id: number;
    name: string;
    order_id: number | null;
    created_at: Date;
  }>(
    `SELECT c.id, c.name, e.order_id, e.created_at
     FROM enrollments e JOIN courses c ON c.id = e.course_id
     WHERE e.user_id = $1 ORDER BY e.created_at, c.id`,
    [id],
  );
  const courses = rows.map((row) => ({
    id: row.id,
    name: row.name,
    granted: row.order_id === null,
    paid: row.order_id !== null,
    created_at: new Date(row.created_at).toISOString(),
  }));
  return { ...user, courses, orders: await ordersOfUser(db, id) };
}

/**
 * The rules of a change to a user (docs/design/back-office.md#roles): only an admin changes a
 * role, changes anything of an admin, or activates or deactivates another staff member (403
 * otherwise); nobody locks themselves out (nobody deactivates themself, an admin does not demote
 * themself, so there is always one admin left); a time multiplier from the list of
 * docs/design/exam-attempts.md#accommodations.
 */
function checkUpdate(request: FastifyRequest, user: AdminUser, body: UpdateUserBody): void {
  const self = user.id === request.userId;
  const managesStaff = body.is_active !== undefined && user.role !== 'learner' && !self;
  if (body.role !== undefined || user.role === 'admin' || managesStaff) requireAdmin(request);
  const errors: FieldErrors = {};
  if (self && body.is_active === false) {
    errors.is_active = ['You cannot deactivate your own account.'];
  }
  if (self && body.role !== undefined && body.role !== request.userRole) {
    errors.role = ['You cannot change your own role.'];
  }
  const multiplier = body.time_multiplier;
  if (multiplier !== undefined && !(TIME_MULTIPLIERS as readonly number[]).includes(multiplier)) {
    errors.time_multiplier = [
      `"${multiplier}" is not a valid choice. Choose one of: ${TIME_MULTIPLIERS.join(', ')}.`,
    ];
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

export async function updateUser(
  tx: Queryable,
  request: FastifyRequest,
  id: number,
  body: UpdateUserBody,
): Promise<AuditedWrite<AdminUserDetail>> {
  const before = await findUser(tx, id);
  checkUpdate(request, before, body);
  const columns: Columns = {};
  if (body.role !== undefined) columns.role = body.role;
  if (body.is_active !== undefined) columns.is_active = body.is_active;
  if (body.time_multiplier !== undefined) columns.time_multiplier = body.time_multiplier;
  await updateRow(tx, 'users', id, columns);
  if (before.is_active && body.is_active === false) {
    // Ends every session for good: the tokens (and media passes) issued so far name the old
    // password version, so they stay refused even if the account is reactivated later.
    await tx.query('UPDATE users SET password_version = password_version + 1 WHERE id = $1', [id]);
  }
  const after = await findUser(tx, id);
  return {
    result: await findUserDetail(tx, id),
    audit: { action: 'update', entityId: id, changes: diffChanges(before, after) },
  };
}
