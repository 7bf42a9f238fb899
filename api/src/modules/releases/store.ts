import type { FlipCause, ReleaseFlip } from '@academy/contract';
import type { Queryable } from '../../db/db';

/** The releases' rows (migration 014): versions, the live line per remote, every flip. */

export interface ReleaseRow {
  remote: string;
  version: string;
  size_bytes: number | null;
  deployed_by: string | null;
  deployed_at: Date;
}

export interface LiveRow {
  remote: string;
  version: string;
  since: Date;
}

export interface NewRelease {
  remote: string;
  version: string;
  sizeBytes: number | null;
  deployedBy: string | null;
  deployedAt: Date;
}

/** Registers a version; one already known keeps its first registration. Returns true when new. */
export async function insertRelease(db: Queryable, release: NewRelease): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO remote_releases (remote, version, size_bytes, deployed_by, deployed_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (remote, version) DO NOTHING RETURNING version`,
    [
      release.remote,
      release.version,
      release.sizeBytes,
      release.deployedBy,
      release.deployedAt.toISOString(),
    ],
  );
  return rows.length > 0;
}

export async function releaseExists(
  db: Queryable,
  remote: string,
  version: string,
): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM remote_releases WHERE remote = $1 AND version = $2',
    [remote, version],
  );
  return rows.length > 0;
}

export async function listReleases(db: Queryable): Promise<ReleaseRow[]> {
  const { rows } = await db.query<ReleaseRow>(
    `SELECT remote, version, size_bytes, deployed_by, deployed_at FROM remote_releases
     ORDER BY remote, deployed_at DESC, version DESC`,
  );
  return rows;
}

export async function listLive(db: Queryable): Promise<LiveRow[]> {
  const { rows } = await db.query<LiveRow>(
    'SELECT remote, version, since FROM remote_live ORDER BY remote',
  );
  return rows;
}

/** The live line of a remote, locked until the transaction ends (flips of one remote queue). */
export async function lockLive(db: Queryable, remote: string): Promise<LiveRow | null> {
  const { rows } = await db.query<LiveRow>(
    'SELECT remote, version, since FROM remote_live WHERE remote = $1 FOR UPDATE',
    [remote],
  );
  return rows[0] ?? null;
}

interface FlipRow extends Omit<ReleaseFlip, 'at'> {
  remote: string;
  at: Date;
}

/** A remote's flips, oldest first. */
export async function flipsOf(db: Queryable, remote: string): Promise<FlipRow[]> {
  const { rows } = await db.query<FlipRow>(
    `SELECT id, remote, from_version, version, at, cause, actor, reason FROM remote_flips
     WHERE remote = $1 ORDER BY id`,
    [remote],
  );
  return rows;
}

export async function allFlips(db: Queryable): Promise<FlipRow[]> {
  const { rows } = await db.query<FlipRow>(
    `SELECT id, remote, from_version, version, at, cause, actor, reason FROM remote_flips
     ORDER BY id`,
  );
  return rows;
}

export interface NewFlip {
  remote: string;
  fromVersion: string | null;
  version: string;
  at: Date;
  cause: FlipCause;
  actor: string | null;
  reason: string;
}

/** Moves the live line and records the flip (inside the caller's transaction). */
export async function writeFlip(db: Queryable, flip: NewFlip): Promise<void> {
  await db.query(
    `INSERT INTO remote_live (remote, version, since) VALUES ($1, $2, $3)
     ON CONFLICT (remote) DO UPDATE SET version = excluded.version, since = excluded.since`,
    [flip.remote, flip.version, flip.at.toISOString()],
  );
  await db.query(
    `INSERT INTO remote_flips (remote, from_version, version, at, cause, actor, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      flip.remote,
      flip.fromVersion,
      flip.version,
      flip.at.toISOString(),
      flip.cause,
      flip.actor,
      flip.reason,
    ],
  );
}
