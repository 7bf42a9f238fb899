import type { ReleaseHealth } from '@academy/contract';
import {
  TELEMETRY_MAX_ERRORS_PER_PAGE_LOAD,
  TELEMETRY_MAX_VITALS_PER_PAGE_LOAD,
} from '@academy/contract';
import type { Db, Queryable } from '../../db/db';
import { bucketCountsOf, type BucketCounts, type PendingPageLoad } from './buffer';
import { addHistograms, quantileOf } from './histogram';

interface CountedRow {
  id: string;
  remote: string;
  page_views: number;
  errors: number;
  vitals: number;
}

/**
 * Counts what page loads said, in one transaction: each page load's row (telemetry_page_loads)
 * is locked, only what it had not counted yet within its caps is added to the buckets, and the
 * row remembers it. Several instances receiving one token's beacons count it once
 * (docs/telemetry.md#page-load-tokens).
 */
export async function countPageLoads(db: Db, entries: PendingPageLoad[]): Promise<void> {
  if (entries.length === 0) return;
  // One order on every instance, so two flushes lock rows without deadlocking each other.
  const sorted = [...entries].sort((a, b) =>
    a.pageLoadId === b.pageLoadId
      ? a.remote.localeCompare(b.remote)
      : a.pageLoadId < b.pageLoadId
        ? -1
        : 1,
  );
  const ids = sorted.map((entry) => entry.pageLoadId);
  const remotes = sorted.map((entry) => entry.remote);
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO telemetry_page_loads (id, remote, expires_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[])
       ON CONFLICT (id, remote) DO NOTHING`,
      [ids, remotes, sorted.map((entry) => entry.expiresAt.toISOString())],
    );
    const { rows } = await tx.query<CountedRow>(
      `SELECT p.id, p.remote, p.page_views, p.errors, p.vitals
       FROM telemetry_page_loads p
       JOIN unnest($1::text[], $2::text[]) AS u (id, remote) ON p.id = u.id AND p.remote = u.remote
       ORDER BY p.id, p.remote
       FOR UPDATE OF p`,
      [ids, remotes],
    );
    const before = new Map(rows.map((row) => [`${row.id}\u0000${row.remote}`, row]));
    const counted = sorted.map((entry) => {
      const row = before.get(`${entry.pageLoadId}\u0000${entry.remote}`);
      const pageView = entry.pageView !== null && (row?.page_views ?? 0) === 0;
      const errors = Math.max(
        0,
        Math.min(entry.errors.length, TELEMETRY_MAX_ERRORS_PER_PAGE_LOAD - (row?.errors ?? 0)),
      );
      const vitals = Math.max(
        0,
        Math.min(entry.vitals.length, TELEMETRY_MAX_VITALS_PER_PAGE_LOAD - (row?.vitals ?? 0)),
      );
      return { entry, pageView, errors, vitals };
    });
    await tx.query(
      `UPDATE telemetry_page_loads p
       SET page_views = p.page_views + u.page_views, errors = p.errors + u.errors,
         vitals = p.vitals + u.vitals
       FROM unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::int[])
         AS u (id, remote, page_views, errors, vitals)
       WHERE p.id = u.id AND p.remote = u.remote`,
      [
        ids,
        remotes,
        counted.map((c) => (c.pageView ? 1 : 0)),
        counted.map((c) => c.errors),
        counted.map((c) => c.vitals),
      ],
    );
    await writeBuckets(tx, bucketCountsOf(counted));
  });
}

/**
 * Adds counts to their rows, one upsert per remote, version and bucket, inside the caller's
 * transaction: several instances add to the same rows without losing each other's counts.
 */
async function writeBuckets(tx: Queryable, entries: BucketCounts[]): Promise<void> {
  for (const entry of entries) {
    await tx.query(
      `INSERT INTO telemetry_buckets AS t (remote, version, bucket_start, page_views, error_count,
           errors, routes, browsers, lcp_histogram, inp_histogram, cls_histogram)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, $9, $10, $11)
         ON CONFLICT (remote, version, bucket_start) DO UPDATE SET
           page_views = t.page_views + excluded.page_views,
           error_count = t.error_count + excluded.error_count,
           errors = telemetry_add_counts(t.errors, excluded.errors),
           routes = telemetry_add_counts(t.routes, excluded.routes),
           browsers = telemetry_add_counts(t.browsers, excluded.browsers),
           lcp_histogram = telemetry_add_histograms(t.lcp_histogram, excluded.lcp_histogram),
           inp_histogram = telemetry_add_histograms(t.inp_histogram, excluded.inp_histogram),
           cls_histogram = telemetry_add_histograms(t.cls_histogram, excluded.cls_histogram)`,
      [
        entry.remote,
        entry.version,
        entry.bucketStart.toISOString(),
        entry.pageViews,
        entry.errorCount,
        JSON.stringify(entry.errors),
        JSON.stringify(entry.routes),
        JSON.stringify(entry.browsers),
        entry.histograms.LCP,
        entry.histograms.INP,
        entry.histograms.CLS,
      ],
    );
  }
}

interface HealthRow {
  remote: string;
  version: string;
  page_views: number;
  error_count: number;
  lcp_histogram: number[];
  inp_histogram: number[];
  cls_histogram: number[];
}

const ratePer1000 = (errors: number, pageViews: number) =>
  pageViews === 0 ? null : Math.round((errors * 1000 * 10) / pageViews) / 10;

/**
 * Each remote version's health from `from` (inclusive, rounded down to its bucket) to `until`
 * (exclusive), keyed `remote/version`. A version with no row has no entry.
 */
export async function readHealth(
  db: Queryable,
  from: Date,
  until: Date,
  remote?: string,
): Promise<Map<string, ReleaseHealth>> {
  const { rows } = await db.query<HealthRow>(
    `SELECT remote, version, page_views, error_count, lcp_histogram, inp_histogram, cls_histogram
     FROM telemetry_buckets
     WHERE bucket_start >= $1 AND bucket_start < $2 AND ($3::text IS NULL OR remote = $3)`,
    [from.toISOString(), until.toISOString(), remote ?? null],
  );
  const sums = new Map<string, Omit<HealthRow, 'remote' | 'version'>>();
  for (const row of rows) {
    const key = `${row.remote}/${row.version}`;
    const sum = sums.get(key);
    sums.set(
      key,
      sum
        ? {
            page_views: sum.page_views + row.page_views,
            error_count: sum.error_count + row.error_count,
            lcp_histogram: addHistograms(sum.lcp_histogram, row.lcp_histogram),
            inp_histogram: addHistograms(sum.inp_histogram, row.inp_histogram),
            cls_histogram: addHistograms(sum.cls_histogram, row.cls_histogram),
          }
        : row,
    );
  }
  const health = new Map<string, ReleaseHealth>();
  for (const [key, sum] of sums) {
    const cls = quantileOf(sum.cls_histogram, 0.75);
    health.set(key, {
      page_views: sum.page_views,
      errors: sum.error_count,
      errors_per_1000: ratePer1000(sum.error_count, sum.page_views),
      lcp_p75_ms: quantileOf(sum.lcp_histogram, 0.75),
      inp_p75_ms: quantileOf(sum.inp_histogram, 0.75),
      cls_p75: cls === null ? null : cls / 1000,
    });
  }
  return health;
}

export const NO_HEALTH: ReleaseHealth = {
  page_views: 0,
  errors: 0,
  errors_per_1000: null,
  lcp_p75_ms: null,
  inp_p75_ms: null,
  cls_p75: null,
};

export async function pruneBuckets(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM telemetry_buckets WHERE bucket_start < $1', [before.toISOString()]);
}

/** Page loads whose token has expired: no beacon of theirs is taken any more. */
export async function prunePageLoads(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM telemetry_page_loads WHERE expires_at <= $1', [now.toISOString()]);
}
