import type {
  AdminCoupon,
  CouponsQuery,
  CreateCouponBody,
  UpdateCouponBody,
} from '@academy/contract';
import { isUniqueViolation, type Queryable } from '../../../db/db';
import { badRequest, conflict, type FieldErrors } from '../../../lib/errors';
import { asCreated, asUpdated, type Written as AuditedWrite } from '../../../lib/audit';
import { listPage, type ListFilter, type ListSpec, findListed } from '../../../lib/list';
import { existingId, isTrue } from '../related';
import { insertRow, updateRow, type Columns, deleteRow } from '../rows';

/** A coupon as its columns read it (aliased to the API's names): its moments are still Dates. */
type CouponRow = Omit<AdminCoupon, 'expires_at' | 'created_at'> & {
  expires_at: Date | null;
  created_at: Date;
};

// `used` as the public coupon rules count it (payments/service.ts): COMPLETED orders only.
const COLUMNS = `c.id, c.title, c.percent_off::float8 AS percent_off,
  c.amount_off_usd::float8 AS amount_off_usd, c.amount_off_le::float8 AS amount_off_le,
  c.amount_off_sr::float8 AS amount_off_sr, c.course_id AS course, c.expires_at, c.usage_limit,
  c.active,
  (SELECT count(*)::int FROM orders o WHERE o.coupon_id = c.id AND o.status = 'COMPLETED') AS used,
  c.created_at`;

function toCoupon(row: CouponRow): AdminCoupon {
  return {
    ...row,
    expires_at: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
    created_at: new Date(row.created_at).toISOString(),
  };
}

const COUPONS: ListSpec<CouponRow, AdminCoupon> = {
  columns: COLUMNS,
  from: 'coupons c',
  searchIn: ['c.title'],
  orderings: {
    id: 'c.id',
    title: 'lower(c.title)',
    created_at: 'c.created_at',
    expires_at: 'c.expires_at',
    used: 'used',
  },
  defaultOrdering: '-created_at',
  tieBreaker: 'c.id',
  toItem: toCoupon,
};

export function list(db: Queryable, query: CouponsQuery, path: string) {
  const filters: ListFilter[] = [];
  if (query.active) filters.push({ sql: 'c.active = $?', value: isTrue(query.active) });
  if (query.course) filters.push({ sql: 'c.course_id = $?', value: Number(query.course) });
  return listPage(db, COUPONS, query, path, filters);
}

export async function find(db: Queryable, id: number): Promise<AdminCoupon> {
  return findListed(db, COUPONS, id);
}

const AMOUNTS = ['amount_off_usd', 'amount_off_le', 'amount_off_sr'] as const;

// DRF's DateTimeField accepts ISO 8601; so does this (a date alone is midnight UTC).
const ISO_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * The rules that span fields, checked on the coupon as it would be after the write (a PATCH of
 * `percent_off` alone on a fixed-amount coupon must clear the amounts too).
 */
function couponProblems(coupon: Omit<UpdateCouponBody, 'course'>): FieldErrors {
  const errors: FieldErrors = {};
  const given = AMOUNTS.filter((field) => coupon[field] !== null && coupon[field] !== undefined);
  const hasPercent = coupon.percent_off !== null && coupon.percent_off !== undefined;
  if (hasPercent && given.length > 0) {
    errors.percent_off = ['Give a percentage or fixed amounts, not both.'];
  } else if (!hasPercent && given.length === 0) {
    errors.percent_off = [
      'Give a percentage (percent_off) or a fixed amount in every currency (amount_off_usd, amount_off_le, amount_off_sr).',
    ];
  } else if (!hasPercent && given.length < AMOUNTS.length) {
    for (const field of AMOUNTS.filter((name) => !given.includes(name))) {
      errors[field] = ['A fixed amount is given in every currency: this one is missing.'];
    }
  }
  const percent = coupon.percent_off;
  if (typeof percent === 'number' && (percent <= 0 || percent > 100)) {
    errors.percent_off = ['Ensure this value is greater than 0 and at most 100.'];
  }
  for (const field of AMOUNTS) {
    const amount = coupon[field];
    if (typeof amount === 'number' && amount < 0) {
      errors[field] = ['Ensure this value is greater than or equal to 0.'];
    }
  }
  const expires = coupon.expires_at;
  if (
    typeof expires === 'string' &&
    !(ISO_DATE_TIME.test(expires) && !isNaN(Date.parse(expires)))
  ) {
    errors.expires_at = [
      'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
    ];
  }
  return errors;
}

async function checkTitleFree(db: Queryable, title: string, exceptId: number | null) {
  const { rows } = await db.query(
    'SELECT 1 FROM coupons WHERE lower(title) = lower($1) AND id IS DISTINCT FROM $2',
    [title, exceptId],
  );
  if (rows.length > 0) throw badRequest({ title: ['A coupon with this title already exists.'] });
}

/** Checks a body against the coupon it changes (or none), then the columns it sets. */
async function checkedColumns(
  db: Queryable,
  body: UpdateCouponBody,
  before: AdminCoupon | null,
): Promise<Columns> {
  const title = body.title?.trim();
  if (title === '') throw badRequest({ title: ['This field may not be blank.'] });
  const errors = couponProblems({ ...before, ...body });
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  if (title !== undefined) await checkTitleFree(db, title, before?.id ?? null);
  if (body.course !== undefined && body.course !== null) {
    await existingId(db, 'courses', 'course', body.course);
  }
  const columns: Columns = {};
  if (title !== undefined) columns.title = title;
  if (body.percent_off !== undefined) columns.percent_off = body.percent_off;
  for (const field of AMOUNTS) if (body[field] !== undefined) columns[field] = body[field];
  if (body.course !== undefined)
    columns.course_id = body.course === null ? null : Number(body.course);
  if (body.expires_at !== undefined) columns.expires_at = body.expires_at;
  if (body.usage_limit !== undefined) columns.usage_limit = body.usage_limit;
  if (body.active !== undefined) columns.active = body.active;
  return columns;
}

/** Two staff saving the same new title at once: the unique index decides, as a 400. */
async function titleUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw badRequest({ title: ['A coupon with this title already exists.'] });
    }
    throw error;
  }
}

type Written = AuditedWrite<AdminCoupon>;

export async function create(tx: Queryable, body: CreateCouponBody): Promise<Written> {
  const columns = await checkedColumns(tx, body, null);
  const id = await titleUnique(() => insertRow(tx, 'coupons', columns));
  const created = await find(tx, id);
  return asCreated(id, created);
}

export async function update(tx: Queryable, id: number, body: UpdateCouponBody): Promise<Written> {
  const before = await find(tx, id);
  const columns = await checkedColumns(tx, body, before);
  await titleUnique(() => updateRow(tx, 'coupons', id, columns));
  const after = await find(tx, id);
  return asUpdated(id, before, after);
}

/**
 * A coupon that orders name is kept: deleting it would blank their `coupon` (ON DELETE SET NULL),
 * and the books would no longer say why a learner paid less. Staff deactivate it instead.
 */
export async function remove(tx: Queryable, id: number): Promise<Written> {
  const before = await find(tx, id);
  const { rows } = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM orders WHERE coupon_id = $1',
    [id],
  );
  const orders = rows[0]?.count ?? 0;
  if (orders > 0) {
    throw conflict(
      `This coupon is recorded on ${orders} order${orders === 1 ? '' : 's'}, so it cannot be deleted: deactivate it instead (active: false).`,
    );
  }
  return deleteRow(tx, 'coupons', id, before);
}
