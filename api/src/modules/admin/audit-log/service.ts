import type { AuditEntry, AuditLogQuery } from '@academy/contract';
import type { Queryable } from '../../../db/db';
import { listPage, type ListFilter, type ListSpec } from '../../../lib/list';

interface AuditRow {
  id: number;
  at: Date;
  actor_id: number;
  actor_email: string;
  action: AuditEntry['action'];
  entity: string;
  entity_id: string;
  changes: Record<string, unknown>;
}

const AUDIT_LOG: ListSpec<AuditRow, AuditEntry> = {
  columns: 'id, at, actor_id, actor_email, action, entity, entity_id, changes',
  from: 'audit_log',
  // What changed is searchable too: a coupon's title, a learner's e-mail in a grant.
  searchIn: ['actor_email', 'entity', 'entity_id', 'changes::text'],
  orderings: { at: 'at', id: 'id', actor: 'actor_email', entity: 'entity' },
  defaultOrdering: '-at',
  tieBreaker: 'id DESC',
  toItem: (row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: { id: row.actor_id, email: row.actor_email },
    action: row.action,
    entity: row.entity,
    entity_id: row.entity_id,
    changes: row.changes,
  }),
};

export function list(db: Queryable, query: AuditLogQuery, path: string) {
  const filters: ListFilter[] = [];
  if (query.entity) filters.push({ sql: 'entity = $?', value: query.entity });
  if (query.entity_id) filters.push({ sql: 'entity_id = $?', value: query.entity_id });
  if (query.action) filters.push({ sql: 'action = $?', value: query.action });
  return listPage(db, AUDIT_LOG, query, path, filters);
}
