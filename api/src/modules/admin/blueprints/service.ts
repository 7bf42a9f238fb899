import type {
  AdminBlueprint,
  AdminListQuery,
  CreateBlueprintBody,
  UpdateBlueprintBody,
} from '@academy/contract';
import type { Queryable } from '../../../db/db';
import { badRequest } from '../../../lib/errors';
import type { Written as AuditedWrite } from '../../../lib/audit';
import { listPage, type ListSpec, findListed } from '../../../lib/list';
import { changeRow, createRow, type Columns, deleteRow } from '../rows';

type BlueprintRow = AdminBlueprint;

const COLUMNS = `b.id, b.category, b.name, b.question_count, b.minutes, b.sections, b.break_minutes,
  b.domain_weights, b.active`;

const BLUEPRINTS: ListSpec<BlueprintRow, AdminBlueprint> = {
  columns: COLUMNS,
  from: 'blueprints b',
  searchIn: ['b.name', 'b.category'],
  orderings: {
    id: 'b.id',
    name: 'lower(b.name)',
    category: 'lower(b.category)',
    active: 'b.active',
  },
  defaultOrdering: 'category,-active,name',
  tieBreaker: 'b.id',
  toItem: (row) => row,
};

export function list(db: Queryable, query: AdminListQuery, path: string) {
  return listPage(db, BLUEPRINTS, query, path);
}

export async function find(db: Queryable, id: number): Promise<AdminBlueprint> {
  return findListed(db, BLUEPRINTS, id);
}

/** Rules the schema cannot say: the weights sum to 100; the category exists. */
async function checkRules(tx: Queryable, blueprint: Omit<AdminBlueprint, 'id'>): Promise<string> {
  const errors: Record<string, string[]> = {};
  const total = Object.values(blueprint.domain_weights).reduce((sum, weight) => sum + weight, 0);
  if (Math.abs(total - 100) > 1e-9) {
    errors.domain_weights = [`The weights must add up to 100 (they add up to ${total}).`];
  }
  if (blueprint.sections > blueprint.question_count) {
    errors.sections = ['A blueprint cannot have more sections than questions.'];
  }
  const { rows } = await tx.query<{ name: string }>(
    'SELECT name FROM categories WHERE lower(name) = lower($1) ORDER BY name = $1 DESC LIMIT 1',
    [blueprint.category],
  );
  if (!rows[0]) errors.category = [`Invalid pk "${blueprint.category}" - object does not exist.`];
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return (rows[0] as { name: string }).name;
}

function columnsOf(body: UpdateBlueprintBody, category: string | undefined): Columns {
  const columns: Columns = {};
  if (category !== undefined) columns.category = category;
  if (body.name !== undefined) columns.name = body.name.trim();
  for (const field of [
    'question_count',
    'minutes',
    'sections',
    'break_minutes',
    'active',
  ] as const) {
    if (body[field] !== undefined) columns[field] = body[field];
  }
  if (body.domain_weights !== undefined)
    columns.domain_weights = JSON.stringify(body.domain_weights);
  return columns;
}

/** Activating a blueprint retires the category's active one (PMI has one exam in force). */
async function deactivateOthers(
  tx: Queryable,
  blueprint: Pick<AdminBlueprint, 'id' | 'category' | 'active'>,
): Promise<void> {
  if (!blueprint.active) return;
  await tx.query(
    'UPDATE blueprints SET active = false WHERE category = $1 AND id <> $2 AND active',
    [blueprint.category, blueprint.id],
  );
}

type Written = AuditedWrite<AdminBlueprint>;

export async function create(tx: Queryable, body: CreateBlueprintBody): Promise<Written> {
  const category = await checkRules(tx, {
    ...body,
    break_minutes: body.break_minutes ?? 0,
    active: body.active ?? false,
  });
  await deactivateOthers(tx, { category, active: body.active ?? false, id: 0 });
  return createRow(tx, 'blueprints', columnsOf(body, category), find);
}

export async function update(
  tx: Queryable,
  id: number,
  body: UpdateBlueprintBody,
): Promise<Written> {
  return changeRow(tx, 'blueprints', id, find, async (before) => {
    const category = await checkRules(tx, { ...before, ...body });
    await deactivateOthers(tx, { ...before, ...body, category });
    return columnsOf(body, body.category === undefined ? undefined : category);
  });
}

/** Attempts drawn by it keep their questions (they hold snapshots). */
export async function remove(tx: Queryable, id: number): Promise<Written> {
  return deleteRow(tx, 'blueprints', id, await find(tx, id));
}
