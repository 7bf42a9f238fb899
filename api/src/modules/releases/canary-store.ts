import type { CanaryOutcome } from '@academy/contract';
import type { Queryable } from '../../db/db';

/** The canaries' rows (migration 026): one per canary, at most one running per remote. */

export interface CanaryRow {
  id: number;
  remote: string;
  version: string;
  base_version: string;
  percent: number;
  started_at: Date;
  started_by: string | null;
}

const COLUMNS = 'id::int AS id, remote, version, base_version, percent, started_at, started_by';

export async function runningCanaries(db: Queryable): Promise<CanaryRow[]> {
  const { rows } = await db.query<CanaryRow>(
    `SELECT ${COLUMNS} FROM remote_canaries WHERE ended_at IS NULL ORDER BY remote`,
  );
  return rows;
}

/** The remote's running canary, locked until the transaction ends. */
export async function lockRunningCanary(db: Queryable, remote: string): Promise<CanaryRow | null> {
  const { rows } = await db.query<CanaryRow>(
    `SELECT ${COLUMNS} FROM remote_canaries WHERE remote = $1 AND ended_at IS NULL FOR UPDATE`,
    [remote],
  );
  return rows[0] ?? null;
}

export async function insertCanary(db: Queryable, canary: Omit<CanaryRow, 'id'>): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO remote_canaries (remote, version, base_version, percent, started_at, started_by)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::int AS id`,
    [
      canary.remote,
      canary.version,
      canary.base_version,
      canary.percent,
      canary.started_at.toISOString(),
      canary.started_by,
    ],
  );
  return (rows[0] as { id: number }).id;
}

export async function setCanaryPercent(db: Queryable, id: number, percent: number): Promise<void> {
  await db.query('UPDATE remote_canaries SET percent = $2 WHERE id = $1', [id, percent]);
}

export interface CanaryEnd {
  outcome: CanaryOutcome;
  at: Date;
  by: string | null;
  reason: string;
}

export async function endCanary(db: Queryable, id: number, end: CanaryEnd): Promise<void> {
  await db.query(
    `UPDATE remote_canaries SET ended_at = $2, outcome = $3, ended_by = $4, reason = $5
     WHERE id = $1 AND ended_at IS NULL`,
    [id, end.at.toISOString(), end.outcome, end.by, end.reason],
  );
}
