import type {
  AdminInstructor,
  AdminListQuery,
  CreateInstructorBody,
  UpdateInstructorBody,
} from '@academy/contract';
import type { Queryable } from '../../../db/db';
import { instructorJson, type InstructorRow as StoredInstructor } from '../../courses/service';
import type { Written as AuditedWrite } from '../../../lib/audit';
import { newContentKey } from '../content-key';
import { listPage, type ListSpec, findListed } from '../../../lib/list';
import { mediaColumns, type ClaimMedia, type MediaField } from '../media-fields';
import { createRow, changeRow, type Columns, deleteRow } from '../rows';

type InstructorRow = StoredInstructor & { courses_count: number };

const COLUMNS = `i.id, i.name, i.image, i.review, i.mobile_number, i.linkedin,
  (SELECT count(*)::int FROM courses c WHERE c.instructor_id = i.id) AS courses_count`;

function toInstructor(row: InstructorRow): AdminInstructor {
  return { ...instructorJson(row), courses_count: row.courses_count };
}

const INSTRUCTORS: ListSpec<InstructorRow, AdminInstructor> = {
  columns: COLUMNS,
  from: 'instructors i',
  searchIn: ['i.name', 'i.mobile_number', 'i.linkedin'],
  orderings: { id: 'i.id', name: 'lower(i.name)' },
  defaultOrdering: 'name',
  tieBreaker: 'i.id',
  toItem: toInstructor,
};

export function list(db: Queryable, query: AdminListQuery, path: string) {
  return listPage(db, INSTRUCTORS, query, path);
}

export async function find(db: Queryable, id: number): Promise<AdminInstructor> {
  return findListed(db, INSTRUCTORS, id);
}

/** The columns a body sets, in the table's spelling. */
function columnsOf(body: UpdateInstructorBody): Columns {
  const columns: Columns = {};
  if (body.name !== undefined) columns.name = body.name.trim();
  if (body.review !== undefined) columns.review = body.review;
  if (body.mobile_number !== undefined) columns.mobile_number = body.mobile_number.trim();
  if (body.LinkdIn !== undefined) columns.linkedin = body.LinkdIn.trim();
  return columns;
}

const INSTRUCTOR_MEDIA: Record<string, MediaField> = {
  image: { column: 'image', kinds: ['image'] },
};

type Written = AuditedWrite<AdminInstructor>;

export async function create(
  tx: Queryable,
  body: CreateInstructorBody,
  claim: ClaimMedia,
): Promise<Written> {
  const columns = {
    ...columnsOf(body),
    ...(await mediaColumns(claim, body, INSTRUCTOR_MEDIA)),
    key: newContentKey(body.name),
  };
  return createRow(tx, 'instructors', columns, find);
}

export async function update(
  tx: Queryable,
  id: number,
  body: UpdateInstructorBody,
  claim: ClaimMedia,
): Promise<Written> {
  return changeRow(tx, 'instructors', id, find, async () => ({
    ...columnsOf(body),
    ...(await mediaColumns(claim, body, INSTRUCTOR_MEDIA)),
  }));
}

/** Courses that named the instructor keep going without one (the course page shows none). */
export async function remove(tx: Queryable, id: number): Promise<Written> {
  return deleteRow(tx, 'instructors', id, await find(tx, id));
}
