import type {
  AdminOrder,
  OrdersQuery,
  OrderTotal,
  OrderTotalsQuery,
  OrderTotals,
} from '@academy/contract';
import type { Queryable } from '../../../db/db';
import { badRequest } from '../../../lib/errors';
import { listPage, type ListFilter, type ListSpec, findListed } from '../../../lib/list';

interface OrderRow {
  id: number;
  provider_order_id: string;
  user_id: number;
  email: string;
  username: string;
  course_id: number;
  course_name: string;
  amount: number;
  currency: string;
  status: string;
  coupon_id: number | null;
  coupon_title: string | null;
  created_at: Date;
  updated_at: Date;
  refund_id: string | null;
  refunded_at: Date | null;
  provider: string;
  refused_reason: string | null;
  refunded_amount: number;
}

const COLUMNS = `o.id, o.provider_order_id, o.user_id, u.email, u.username, o.course_id,
  c.name AS course_name, o.amount::float8 AS amount, o.currency, o.status, o.coupon_id,
  cp.title AS coupon_title, o.created_at, o.updated_at, o.refund_id, o.refunded_at,
  o.provider, o.refused_reason, o.refunded_amount::float8 AS refunded_amount`;

const FROM = `orders o JOIN users u ON u.id = o.user_id JOIN courses c ON c.id = o.course_id
  LEFT JOIN coupons cp ON cp.id = o.coupon_id`;

const iso = (at: Date) => new Date(at).toISOString();

export function toOrder(row: OrderRow): AdminOrder {
  return {
    id: row.id,
    provider_order_id: row.provider_order_id,
    user: { id: row.user_id, email: row.email, username: row.username },
    course: { id: row.course_id, name: row.course_name },
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    coupon: row.coupon_id === null ? null : { id: row.coupon_id, title: row.coupon_title ?? '' },
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    refund_id: row.refund_id,
    refunded_at: row.refunded_at === null ? null : iso(row.refunded_at),
    provider: row.provider,
    payment_note: row.refused_reason,
    refunded_amount: row.refunded_amount,
  };
}

const ORDERS: ListSpec<OrderRow, AdminOrder> = {
  columns: COLUMNS,
  from: FROM,
  searchIn: ['u.email', 'u.username', 'o.provider_order_id'],
  orderings: { created_at: 'o.created_at', amount: 'o.amount', status: 'o.status', id: 'o.id' },
  defaultOrdering: '-created_at',
  tieBreaker: 'o.id DESC',
  toItem: toOrder,
};

/**
 * `date_from`/`date_to` as a half-open range of instants. A day alone is a UTC day and `date_to`
 * takes it whole (`date_to=2026-11-30` includes that day's orders).
 */
function dateRange(query: OrderTotalsQuery, column: string): ListFilter[] {
  const filters: ListFilter[] = [];
  for (const field of ['date_from', 'date_to'] as const) {
    const text = query[field];
    if (!text) continue;
    const dayOnly = text.length === 10;
    const at = new Date(dayOnly ? `${text}T00:00:00Z` : text);
    if (isNaN(at.getTime()) || (dayOnly && at.toISOString().slice(0, 10) !== text)) {
      throw badRequest({ [field]: ['Enter a valid date.'] });
    }
    if (field === 'date_from') filters.push({ sql: `${column} >= $?`, value: at.toISOString() });
    else if (dayOnly) {
      const nextDay = new Date(at.getTime() + 24 * 60 * 60 * 1000);
      filters.push({ sql: `${column} < $?`, value: nextDay.toISOString() });
    } else filters.push({ sql: `${column} <= $?`, value: at.toISOString() });
  }
  return filters;
}

export function listOrders(db: Queryable, query: OrdersQuery, path: string) {
  const filters = dateRange(query, 'o.created_at');
  if (query.status) filters.push({ sql: 'o.status = upper($?)', value: query.status });
  if (query.user) filters.push({ sql: 'o.user_id = $?', value: Number(query.user) });
  if (query.course) filters.push({ sql: 'o.course_id = $?', value: Number(query.course) });
  return listPage(db, ORDERS, query, path, filters);
}

export async function findOrder(db: Queryable, id: number): Promise<AdminOrder> {
  return findListed(db, ORDERS, id);
}

/** A user's orders, newest first (the user detail's `orders`). */
export async function ordersOfUser(db: Queryable, userId: number): Promise<AdminOrder[]> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id DESC`,
    [userId],
  );
  return rows.map(toOrder);
}

/**
 * What the academy took, per course, month (UTC) and currency. Only COMPLETED orders count: a
 * capture refunded because the learner already owned the course is REFUND_PENDING or REFUNDED,
 * never COMPLETED, so it is not in the totals. The month is the one the money came in
 * (`captured_at`; orders captured before migration 002 recorded it have their creation time).
 */
export async function orderTotals(db: Queryable, query: OrderTotalsQuery): Promise<OrderTotals> {
  const paidAt = 'coalesce(o.captured_at, o.created_at)';
  const filters = [
    { sql: "o.status = 'COMPLETED'", value: undefined },
    ...dateRange(query, paidAt),
  ];
  const params: unknown[] = [];
  const where = filters.map((filter) => {
    if (!filter.sql.includes('$?')) return filter.sql;
    params.push(filter.value);
    return filter.sql.replaceAll('$?', `$${params.length}`);
  });
  const { rows } = await db.query<{
    course_id: number;
    course_name: string;
    month: string;
    currency: string;
    orders: number;
    amount: number;
  }>(
    `SELECT o.course_id, c.name AS course_name,
       to_char(${paidAt} AT TIME ZONE 'UTC', 'YYYY-MM') AS month, o.currency,
       count(*)::int AS orders, sum(o.amount)::float8 AS amount
     FROM orders o JOIN courses c ON c.id = o.course_id
     WHERE ${where.join(' AND ')}
     GROUP BY o.course_id, c.name, month, o.currency
     ORDER BY month, c.name, o.course_id, o.currency`,
    params,
  );
  const results: OrderTotal[] = rows.map((row) => ({
    course: { id: row.course_id, name: row.course_name },
    month: row.month,
    currency: row.currency,
    orders: row.orders,
    amount: row.amount,
  }));
  return { results };
}
