import type { AuditAction } from '@academy/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db';

/**
 * Every back-office write is recorded with who made it (docs/design/back-office.md#audit), in the
 * same transaction as the write: a change and its audit row land together or not at all.
 */
export interface AuditRecord {
  action: AuditAction;
  /** The resource's name in the API (`courses`, `coupons`). */
  entity: string;
  entityId: number | string;
  /** A created or deleted record's fields, or an update's `diffChanges`. */
  changes: Record<string, unknown>;
}

export async function recordAudit(
  tx: Queryable,
  actorId: number,
  record: AuditRecord,
): Promise<void> {
  // The actor's e-mail is copied, so the row still says who it was if the account goes.
  await tx.query(
    `INSERT INTO audit_log (actor_id, actor_email, action, entity, entity_id, changes)
     SELECT id, email, $2, $3, $4, $5::jsonb FROM users WHERE id = $1`,
    [
      actorId,
      record.action,
      record.entity,
      String(record.entityId),
      JSON.stringify(record.changes),
    ],
  );
}

/** The fields an update changed, each as `[before, after]`. */
export function diffChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [field, value] of Object.entries(after)) {
    if (JSON.stringify(before[field]) !== JSON.stringify(value)) {
      changes[field] = [before[field] ?? null, value];
    }
  }
  return changes;
}

/** What a back-office write returns: its answer, and what to record (null: nothing). */
export interface Written<Result> {
  result: Result;
  audit: Omit<AuditRecord, 'entity'> | null;
}

/** A create's answer and audit row: the row as created. */
export function asCreated<T extends Record<string, unknown>>(id: number, created: T): Written<T> {
  return { result: created, audit: { action: 'create', entityId: id, changes: created } };
}

/** An update's answer and audit row: the fields it changed. */
export function asUpdated<T extends Record<string, unknown>>(
  id: number,
  before: T,
  after: T,
): Written<T> {
  return {
    result: after,
    audit: { action: 'update', entityId: id, changes: diffChanges(before, after) },
  };
}

/** A delete's answer and audit row: the row as it was. */
export function asDeleted<T extends Record<string, unknown>>(id: number, before: T): Written<T> {
  return { result: before, audit: { action: 'delete', entityId: id, changes: before } };
}

/**
 * Runs a back-office write in one transaction and records it. An update that changed nothing
 * writes no audit row.
 */
export async function auditedWrite<Result>(
  app: FastifyInstance,
  request: FastifyRequest,
  entity: string,
  write: (tx: Queryable) => Promise<Written<Result>>,
): Promise<Result> {
  return app.db.transaction(async (tx) => {
    const { result, audit } = await write(tx);
    if (audit && (audit.action !== 'update' || Object.keys(audit.changes).length > 0)) {
      await recordAudit(tx, request.userId, { ...audit, entity });
    }
    return result;
  });
}

/**
 * A write made by no user: the API itself (an automatic rollback) or a command on the server
 * (npm run deploy). The row names the actor by `label` with id 0, which no user has.
 */
export async function recordSystemAudit(
  tx: Queryable,
  label: string,
  record: AuditRecord,
): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (actor_id, actor_email, action, entity, entity_id, changes)
     VALUES (0, $1, $2, $3, $4, $5::jsonb)`,
    [label, record.action, record.entity, String(record.entityId), JSON.stringify(record.changes)],
  );
}
