import {
  ADMIN_MAX_PAGE_SIZE,
  ADMIN_PAGE_SIZE,
  type AdminListQuery,
  type Page,
} from '@academy/contract';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db';
import { badRequest, notFound } from './errors';

/**
 * One back-office list, described once: where its rows come from, what `search` looks in, what
 * `ordering` may name. `listPage` turns the request's query into one count and one page, as
 * Django REST framework's PageNumberPagination, SearchFilter and OrderingFilter answer.
 */
export interface ListSpec<Row, Item> {
  /** The SELECT list, e.g. `i.id, i.name, count(c.id) AS courses_count`. */
  columns: string;
  /** FROM and joins, e.g. `instructors i LEFT JOIN courses c ON c.instructor_id = i.id`. */
  from: string;
  /**
   * FROM for the count, when `from` joins what only the rows shown need (per-row statistics):
   * the filters and search must then name nothing it leaves out.
   */
  countFrom?: string;
  /** GROUP BY, when `columns` aggregates. */
  groupBy?: string;
  /** Expressions `search` matches (case-insensitive substring, any of them). */
  searchIn: string[];
  /** Public ordering names → SQL expressions. */
  orderings: Record<string, string>;
  /** The ordering when the query names none, in the same `name,-other` form. */
  defaultOrdering: string;
  /** The unique key that settles ties, so pages never overlap or skip a row. */
  tieBreaker: string;
  toItem: (row: Row) => Item;
}

/** Conditions of a list's filters (`?course=3`), ANDed with the search. */
export interface ListFilter {
  sql: string;
  value: unknown;
}

/**
 * One record of a list by id, read as the list shows it; 404 when there is none. The spec's
 * `tieBreaker` is its id column (`b.id`, or `cm.id DESC` for lists newest first).
 */
export async function findListed<Row, Item>(
  db: Queryable,
  spec: Pick<ListSpec<Row, Item>, 'columns' | 'from' | 'groupBy' | 'tieBreaker' | 'toItem'>,
  id: number,
): Promise<Item> {
  const idColumn = spec.tieBreaker.replace(/ DESC$/, '');
  const groupBy = spec.groupBy ? ` GROUP BY ${spec.groupBy}` : '';
  const { rows } = await db.query<Row>(
    `SELECT ${spec.columns} FROM ${spec.from} WHERE ${idColumn} = $1${groupBy}`,
    [id],
  );
  if (!rows[0]) throw notFound();
  return spec.toItem(rows[0]);
}

/**
 * `path` is the list's URL without query (`/api/admin/instructors/`): `next` and `previous` are
 * links relative to the site, so they hold behind any proxy. `specParams` are the values of the
 * spec's own placeholders ($1, $2… in `columns` or `from`); the filters' come after them.
 */
export async function listPage<Row, Item>(
  db: Queryable,
  spec: ListSpec<Row, Item>,
  query: AdminListQuery & Record<string, unknown>,
  path: string,
  filters: ListFilter[] = [],
  specParams: unknown[] = [],
): Promise<Page<Item>> {
  const params: unknown[] = [...specParams];
  const where: string[] = [];
  for (const filter of filters) {
    params.push(filter.value);
    where.push(filter.sql.replaceAll('$?', `$${params.length}`));
  }
  // A list's query may hold what its schema does not name, repeated (`?search=a&search=b`).
  const search = typeof query.search === 'string' ? query.search.trim() : '';
  // A list that searches nothing ignores `search`, as DRF's SearchFilter without search_fields.
  if (search && spec.searchIn.length > 0) {
    params.push(`%${escapeLike(search)}%`);
    const placeholder = `$${params.length}`;
    where.push(`(${spec.searchIn.map((expr) => `${expr} ILIKE ${placeholder}`).join(' OR ')})`);
  }
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const groupSql = spec.groupBy ? `GROUP BY ${spec.groupBy}` : '';
  const orderSql = orderBy(spec, query.ordering);
  const pageSize = Math.min(Number(query.page_size ?? ADMIN_PAGE_SIZE), ADMIN_MAX_PAGE_SIZE);
  const page = Number(query.page ?? 1);

  const counted = await db.query<{ count: number }>(
    spec.groupBy
      ? `SELECT count(*)::int AS count FROM (SELECT 1 FROM ${spec.from} ${whereSql} ${groupSql}) AS matching`
      : `SELECT count(*)::int AS count FROM ${spec.countFrom ?? spec.from} ${whereSql}`,
    params,
  );
  const count = counted.rows[0]?.count ?? 0;
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  if (page > lastPage) throw notFound('Invalid page.');

  const { rows } = await db.query<Row>(
    `SELECT ${spec.columns} FROM ${spec.from} ${whereSql} ${groupSql}
     ORDER BY ${orderSql} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    params,
  );
  const link = (to: number) => pageLink(path, query, to);
  return {
    count,
    next: page < lastPage ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: rows.map(spec.toItem),
  };
}

function orderBy(
  spec: Pick<ListSpec<unknown, unknown>, 'orderings' | 'defaultOrdering' | 'tieBreaker'>,
  ordering: unknown,
): string {
  const requested =
    typeof ordering === 'string' && ordering.trim() ? ordering : spec.defaultOrdering;
  const terms = requested.split(',').map((term) => term.trim());
  // Own keys only: `constructor` or `__proto__` are names the list does not know, not SQL.
  const unknown = terms.filter((term) => !Object.hasOwn(spec.orderings, term.replace(/^-/, '')));
  if (unknown.length > 0) {
    const allowed = Object.keys(spec.orderings).join(', ');
    throw badRequest({
      ordering: [`Cannot order by "${unknown.join(', ')}". Order by one of: ${allowed}.`],
    });
  }
  const sql = terms.map((term) =>
    term.startsWith('-')
      ? `${spec.orderings[term.slice(1)]} DESC NULLS LAST`
      : `${spec.orderings[term]} ASC NULLS FIRST`,
  );
  return [...sql, spec.tieBreaker].join(', ');
}

/** `%`, `_` and `\` in a search are literal characters, not patterns. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function pageLink(path: string, query: Record<string, unknown>, page: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name !== 'page' && typeof value === 'string' && value !== '') params.set(name, value);
  }
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The list's own URL, without its query: the base of `next` and `previous`. */
export function listPath(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? request.url;
}
