import { Type, type Static, type TSchema } from 'typebox';
import { IdParam, NullableString } from '../common';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE, AUDIT_ACTIONS } from '../rules';

/**
 * The back-office's list contract (docs/design/back-office.md#the-admin-api), as Django REST
 * framework pages it: `?page=&page_size=&search=&ordering=` → `{count, next, previous, results}`.
 * Query values are text (the API does not coerce types), so numbers are checked by pattern.
 */
export { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE };

export const AdminListQuery = Type.Object({
  page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,6}$', description: 'From 1.' })),
  page_size: Type.Optional(
    Type.String({ pattern: '^[1-9][0-9]{0,2}$', description: `At most ${ADMIN_MAX_PAGE_SIZE}.` }),
  ),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  ordering: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'Field names separated by commas, each descending with a leading "-".',
    }),
  ),
});
export type AdminListQuery = Static<typeof AdminListQuery>;

/** A filter of a list by the id of a related record (`?course=12`). */
export const IdFilter = Type.Optional(IdParam);

/** One page of a list; `next`/`previous` are the links of the neighbouring pages, or null. */
export const Page = <Item extends TSchema>(item: Item) =>
  Type.Object({
    count: Type.Integer({ description: 'Every matching record, on all pages.' }),
    next: NullableString('The next page, or null on the last.'),
    previous: NullableString('The previous page, or null on the first.'),
    results: Type.Array(item),
  });
export interface Page<Item> {
  count: number;
  next: string | null;
  previous: string | null;
  results: Item[];
}

export const AdminIdParams = Type.Object({ id: IdParam });
export type AdminIdParams = Static<typeof AdminIdParams>;

export { AUDIT_ACTIONS };
export const AuditAction = Type.Enum(AUDIT_ACTIONS);
export type AuditAction = Static<typeof AuditAction>;

/**
 * A row of the audit log. `changes`: the fields of a created or deleted record, or for an update
 * each changed field as `[before, after]`.
 */
export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  actor: Type.Object({ id: Type.Integer(), email: Type.String() }),
  action: AuditAction,
  entity: Type.String({ examples: ['courses', 'coupons'] }),
  entity_id: Type.String(),
  changes: Type.Record(Type.String(), Type.Unknown()),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditLogQuery = Type.Object({
  ...AdminListQuery.properties,
  entity: Type.Optional(Type.String({ maxLength: 64 })),
  entity_id: Type.Optional(Type.String({ maxLength: 64 })),
  action: Type.Optional(AuditAction),
});
export type AuditLogQuery = Static<typeof AuditLogQuery>;

/**
 * A media field of a back-office write (`video_file`, `image`…): the id of a finished upload
 * (tus, at /api/admin/uploads/) to attach — the last segment of its Location — or null to detach.
 */
export const UploadRef = Type.Unsafe<string | null>({
  type: ['string', 'null'],
  maxLength: 64,
  description: 'An upload id to attach, or null to detach.',
});
