import type {
  AdminCourse,
  AdminCoursesQuery,
  CreateCourseBody,
  UpdateCourseBody,
} from '@academy/contract';
import { PMI_ACTIVITY_CODE_INVALID, PMI_ACTIVITY_CODE_RULE } from '@academy/contract/rules';
import type { Queryable } from '../../../db/db';
import { addFieldError, badRequest, conflict, type FieldErrors } from '../../../lib/errors';
import { toId } from '../../../lib/schemas';
import { publicMediaUrl } from '../../media/service';
import { diffChanges, type Written as AuditedWrite } from '../../../lib/audit';
import { newContentKey } from '../content-key';
import { listPage, type ListFilter, type ListSpec, findListed } from '../../../lib/list';
import { mediaColumns, type ClaimMedia, type MediaField } from '../media-fields';
import { reorderRows } from '../reorder';
import { arabicColumn, changeRow, createRow, type Columns, deleteRow } from '../rows';

/** A course as its columns read it (aliased to the API's names): media names, a Date. */
type CourseRow = Omit<AdminCourse, 'created_at'> & { created_at: Date };

const COLUMNS = `c.id, c.key, c.name, c.description, c.name_ar, c.description_ar, c.status, c.category,
  c.instructor_id AS instructor,
  c.price::float8 AS price, c.price_le::float8 AS "price_LE", c.price_sr::float8 AS "price_SR",
  c.introduction_1 AS "Introduction_1", c.introduction_2 AS "Introduction_2",
  c.introduction_3 AS "Introduction_3", c.introduction_4 AS "Introduction_4",
  c.introduction_1_ar AS "Introduction_1_ar", c.introduction_2_ar AS "Introduction_2_ar",
  c.introduction_3_ar AS "Introduction_3_ar", c.introduction_4_ar AS "Introduction_4_ar",
  c.image, c.trailer, c.position, c.archived, c.created_at,
  (SELECT count(*)::int FROM lessons l WHERE l.course_id = c.id) AS lessons_count,
  (SELECT count(*)::int FROM enrollments e WHERE e.course_id = c.id) AS enrollments_count,
  c.contact_hours::float8 AS contact_hours, c.pmi_activity_code`;

function toCourse(row: CourseRow): AdminCourse {
  return {
    ...row,
    image: publicMediaUrl(row.image),
    trailer: publicMediaUrl(row.trailer),
    created_at: new Date(row.created_at).toISOString(),
  };
}

const COURSES: ListSpec<CourseRow, AdminCourse> = {
  columns: COLUMNS,
  from: 'courses c',
  searchIn: ['c.name', 'c.description', 'c.name_ar'],
  orderings: {
    id: 'c.id',
    name: 'lower(c.name)',
    position: 'c.position',
    price: 'c.price',
    created_at: 'c.created_at',
    status: 'c.status',
  },
  defaultOrdering: 'position',
  tieBreaker: 'c.id',
  toItem: toCourse,
};

export function list(db: Queryable, query: AdminCoursesQuery, path: string) {
  const filters: ListFilter[] = [];
  if (query.category !== undefined) filters.push({ sql: 'c.category = $?', value: query.category });
  if (query.status !== undefined) filters.push({ sql: 'c.status = $?', value: query.status });
  if (query.archived !== undefined) {
    filters.push({ sql: 'c.archived = $?', value: query.archived === 'true' });
  }
  return listPage(db, COURSES, query, path, filters);
}

export async function find(db: Queryable, id: number): Promise<AdminCourse> {
  return findListed(db, COURSES, id);
}

const PRICE_COLUMNS = { price: 'price', price_LE: 'price_le', price_SR: 'price_sr' } as const;

/**
 * The rules a schema cannot say: prices in cents, the category and instructor existing. Every
 * problem is listed at once, as DRF validates every field before answering.
 */
async function checkBody(tx: Queryable, body: UpdateCourseBody): Promise<void> {
  const errors: FieldErrors = {};
  for (const field of [
    ...(Object.keys(PRICE_COLUMNS) as (keyof typeof PRICE_COLUMNS)[]),
    'contact_hours' as const,
  ]) {
    const value = body[field];
    if (
      value !== undefined &&
      value !== null &&
      Math.abs(value * 100 - Math.round(value * 100)) > 1e-6
    ) {
      addFieldError(errors, [field], 'Ensure that there are no more than 2 decimal places.');
    }
  }
  if (
    typeof body.pmi_activity_code === 'string' &&
    !PMI_ACTIVITY_CODE_RULE.pattern.test(body.pmi_activity_code.trim())
  ) {
    addFieldError(errors, ['pmi_activity_code'], PMI_ACTIVITY_CODE_INVALID);
  }
  if (body.category !== undefined) {
    const found = await tx.query('SELECT 1 FROM categories WHERE name = $1', [body.category]);
    if (found.rows.length === 0) {
      addFieldError(errors, ['category'], `Object with name=${body.category} does not exist.`);
    }
  }
  if (body.instructor !== undefined && body.instructor !== null) {
    const id = toId(body.instructor);
    const found = await tx.query('SELECT 1 FROM instructors WHERE id = $1', [id]);
    if (found.rows.length === 0) {
      addFieldError(errors, ['instructor'], `Invalid pk "${id}" - object does not exist.`);
    }
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** The columns a body sets, in the table's spelling. */
function columnsOf(body: UpdateCourseBody): Columns {
  const columns: Columns = {};
  if (body.name !== undefined) columns.name = body.name.trim();
  if (body.description !== undefined) columns.description = body.description;
  if (body.name_ar !== undefined) columns.name_ar = arabicColumn(body.name_ar);
  if (body.description_ar !== undefined) columns.description_ar = arabicColumn(body.description_ar);
  if (body.status !== undefined) columns.status = body.status;
  if (body.category !== undefined) columns.category = body.category;
  if (body.instructor !== undefined) {
    columns.instructor_id = body.instructor === null ? null : toId(body.instructor);
  }
  for (const [field, column] of Object.entries(PRICE_COLUMNS)) {
    const value = body[field as keyof typeof PRICE_COLUMNS];
    if (value !== undefined) columns[column] = value;
  }
  if (body.Introduction_1 !== undefined) columns.introduction_1 = body.Introduction_1;
  if (body.Introduction_2 !== undefined) columns.introduction_2 = body.Introduction_2;
  if (body.Introduction_3 !== undefined) columns.introduction_3 = body.Introduction_3;
  if (body.Introduction_4 !== undefined) columns.introduction_4 = body.Introduction_4;
  for (const n of [1, 2, 3, 4] as const) {
    const arabic = body[`Introduction_${n}_ar`];
    if (arabic !== undefined) columns[`introduction_${n}_ar`] = arabicColumn(arabic);
  }
  if (body.position !== undefined) columns.position = body.position;
  if (body.archived !== undefined) columns.archived = body.archived;
  if (body.contact_hours !== undefined) columns.contact_hours = body.contact_hours;
  if (body.pmi_activity_code !== undefined) {
    columns.pmi_activity_code =
      body.pmi_activity_code === null ? null : body.pmi_activity_code.trim();
  }
  return columns;
}

/** Trailers play to every visitor, so they are stored publicly, unlike lesson videos. */
const COURSE_MEDIA: Record<string, MediaField> = {
  image: { column: 'image', kinds: ['image'] },
  trailer: { column: 'trailer', kinds: ['video'], area: 'public' },
};

type Written = AuditedWrite<AdminCourse>;

/** Without a position a new course goes last in the catalogue. */
export async function create(
  tx: Queryable,
  body: CreateCourseBody,
  claim: ClaimMedia,
): Promise<Written> {
  await checkBody(tx, body);
  const last = await tx.query<{ next: number }>(
    'SELECT COALESCE(max(position) + 1, 0)::int AS next FROM courses',
  );
  const columns = {
    position: last.rows[0]?.next ?? 0,
    ...columnsOf(body),
    ...(await mediaColumns(claim, body, COURSE_MEDIA)),
    key: newContentKey(body.name),
  };
  return createRow(tx, 'courses', columns, find);
}

export async function update(
  tx: Queryable,
  id: number,
  body: UpdateCourseBody,
  claim: ClaimMedia,
): Promise<Written> {
  return changeRow(tx, 'courses', id, find, async () => {
    await checkBody(tx, body);
    return { ...columnsOf(body), ...(await mediaColumns(claim, body, COURSE_MEDIA)) };
  });
}

/**
 * A course someone owns (bought or was granted) is never deleted: its enrolments would go with it
 * (ON DELETE CASCADE). Nor one with orders, which are the academy's payment records. Staff
 * archive such a course instead.
 */
export async function remove(tx: Queryable, id: number): Promise<Written> {
  const before = await find(tx, id);
  if (before.enrollments_count > 0) {
    throw conflict('Learners own this course: archive it instead.');
  }
  const orders = await tx.query('SELECT 1 FROM orders WHERE course_id = $1 LIMIT 1', [id]);
  if (orders.rows.length > 0) {
    throw conflict('Orders were placed for this course: archive it instead.');
  }
  // A certificate names its course for good (an employer may check it years later).
  const certificates = await tx.query('SELECT 1 FROM certificates WHERE course_id = $1 LIMIT 1', [
    id,
  ]);
  if (certificates.rows.length > 0) {
    throw conflict('Certificates were issued for this course: archive it instead.');
  }
  return deleteRow(tx, 'courses', id, before);
}

/** The catalogue's new order: every course, archived ones too. */
export async function reorder(
  tx: Queryable,
  { ids }: { ids: (number | string)[] },
): Promise<AuditedWrite<{ ids: number[] }>> {
  const { before, after } = await reorderRows(tx, 'courses', null, ids);
  return {
    result: { ids: after },
    audit: {
      action: 'update',
      entityId: 'order',
      changes: diffChanges({ ids: before }, { ids: after }),
    },
  };
}
