import type {
  FlipCause,
  ReleaseFlip,
  ReleasesOverview,
  RemoteReleases,
  RemotesManifest,
} from '@academy/contract';
import type { Db, Queryable } from '../../db/db';
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import { REMOTE_NAMES } from '../../lib/remote-names';
import { recordAudit, recordSystemAudit } from '../../lib/audit';
import { bucketStartOf } from '../telemetry/buffer';
import { NO_HEALTH, readHealth } from '../telemetry/store';
import { endCanary, lockRunningCanary } from './canary-store';
import { liveOrder, previousOf } from './history';
import {
  allFlips,
  flipsOf,
  listLive,
  listReleases,
  lockLive,
  releaseExists,
  writeFlip,
} from './store';

/** The URL of a version's entry, as the build writes it into dist/remotes.json. */
export const entryFor = (remote: string, version: string) =>
  `/remotes/${remote}/${version}/remoteEntry.js`;

/** Who flips: a signed-in admin (audited under their account) or the system, by name. */
export type Actor = { userId: number; email: string } | { system: string };

export const actorName = (actor: Actor) => ('system' in actor ? actor.system : actor.email);

export interface FlipOutcome {
  changed: boolean;
  from: string | null;
  to: string | null;
}

/** Told of every flip after its transaction committed (site mode writes dist/remotes.json). */
export type FlipListener = (remote: string, version: string, cause: FlipCause) => void;

export interface ReleasesDeps {
  db: Db;
  clock: Clock;
  onFlip?: FlipListener;
}

/** How long the releases page looks back for each version's health. */
export const HEALTH_WINDOW_MS = 60 * 60 * 1000;

/** The flips shown per remote on the releases page. */
const RECENT_FLIPS = 10;

export async function audit(
  tx: Queryable,
  actor: Actor,
  remote: string,
  changes: Record<string, unknown>,
) {
  const record = { action: 'update' as const, entity: 'releases', entityId: remote, changes };
  if ('system' in actor) await recordSystemAudit(tx, actor.system, record);
  else await recordAudit(tx, actor.userId, record);
}

/**
 * A flip ends the remote's running canary (docs/releases.md#canary): its figures compare it with
 * the version that was live, which is no longer what the rest get. Promotion ends it first.
 */
export async function replaceRunningCanary(
  tx: Queryable,
  remote: string,
  actor: Actor,
  at: Date,
): Promise<void> {
  const canary = await lockRunningCanary(tx, remote);
  if (!canary) return;
  const reason = 'The live version changed.';
  await endCanary(tx, canary.id, { outcome: 'replaced', at, by: actorName(actor), reason });
  await audit(tx, actor, remote, { canary: [canary.version, null], outcome: 'replaced', reason });
}

/** The manifest pages load: the database's live line of every remote that has one. */
export async function readManifest(db: Queryable): Promise<RemotesManifest> {
  const manifest: RemotesManifest = {};
  for (const live of await listLive(db))
    manifest[live.remote] = entryFor(live.remote, live.version);
  return manifest;
}

/**
 * Makes `version` of `remote` live (Make live, npm run deploy). Idempotent: the version already
 * live changes nothing and records nothing. 404 for a version never registered.
 */
export async function makeLive(
  deps: ReleasesDeps,
  remote: string,
  version: string,
  actor: Actor,
  cause: FlipCause = 'make-live',
  reason = '',
): Promise<FlipOutcome> {
  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await releaseExists(tx, remote, version))) {
      throw notFound(`No version ${version} of ${remote} is registered.`);
    }
    const live = await lockLive(tx, remote);
    const from = live?.version ?? null;
    if (from === version) return { changed: false, from, to: version };
    await replaceRunningCanary(tx, remote, actor, deps.clock.now());
    await writeFlip(tx, {
      remote,
      fromVersion: from,
      version,
      at: deps.clock.now(),
      cause,
      actor: actorName(actor),
      reason,
    });
    await audit(tx, actor, remote, { live: [from, version], cause, ...(reason ? { reason } : {}) });
    return { changed: true, from, to: version };
  });
  if (outcome.changed) deps.onFlip?.(remote, version, cause);
  return outcome;
}

/**
 * Rolls `remote` back from `from` to the version live before it (Roll back, npm run rollback, the
 * automatic rollback). When `from` is no longer live (another flip got there first) nothing
 * changes: one click rolls back one step, however often it arrives. 409 with nothing to go back to.
 */
export async function rollBack(
  deps: ReleasesDeps,
  remote: string,
  from: string | null,
  actor: Actor,
  cause: 'rollback' | 'auto-rollback' = 'rollback',
  reason = '',
): Promise<FlipOutcome> {
  const outcome = await deps.db.transaction(async (tx) => {
    const live = await lockLive(tx, remote);
    if (!live) throw conflict(`${remote} has no live version in the database to roll back.`);
    if (from !== null && live.version !== from) {
      return { changed: false, from: live.version, to: live.version };
    }
    const previous = previousOf(liveOrder(await flipsOf(tx, remote)), live.version);
    if (!previous) throw conflict(`${remote} has no earlier version to roll back to.`);
    await replaceRunningCanary(tx, remote, actor, deps.clock.now());
    await writeFlip(tx, {
      remote,
      fromVersion: live.version,
      version: previous,
      at: deps.clock.now(),
      cause,
      actor: actorName(actor),
      reason,
    });
    await audit(tx, actor, remote, {
      live: [live.version, previous],
      cause,
      ...(reason ? { reason } : {}),
    });
    return { changed: true, from: live.version, to: previous };
  });
  if (outcome.changed && outcome.to) deps.onFlip?.(remote, outcome.to, cause);
  return outcome;
}

export interface AutoRollbackConfig {
  remotes: readonly string[];
  maxErrorsPer1000: number;
  minPageViews: number;
  windowSeconds: number;
}

const settingsOf = (remote: string, config: AutoRollbackConfig) => ({
  enabled: config.remotes.includes(remote),
  max_errors_per_1000: config.maxErrorsPer1000,
  min_page_views: config.minPageViews,
  window_minutes: Math.round(config.windowSeconds / 60),
});

const toFlip = (row: Omit<ReleaseFlip, 'at'> & { at: Date }): ReleaseFlip => ({
  id: row.id,
  at: row.at.toISOString(),
  from_version: row.from_version,
  version: row.version,
  cause: row.cause,
  actor: row.actor,
  reason: row.reason,
});

/** The releases page: every registered remote, its versions with their last hour, its flips. */
export async function releasesOverview(
  db: Queryable,
  clock: Clock,
  autoRollback: AutoRollbackConfig,
): Promise<ReleasesOverview> {
  const now = clock.now();
  const windowStart = bucketStartOf(new Date(now.getTime() - HEALTH_WINDOW_MS));
  const [releases, live, flips, health] = [
    await listReleases(db),
    await listLive(db),
    await allFlips(db),
    await readHealth(db, windowStart, new Date(now.getTime() + 1)),
  ];
  const remotes: RemoteReleases[] = [];
  const known = new Set([...REMOTE_NAMES, ...releases.map((release) => release.remote)]);
  for (const remote of known) {
    const versions = releases.filter((release) => release.remote === remote);
    const liveRow = live.find((line) => line.remote === remote) ?? null;
    const remoteFlips = flips.filter((flip) => flip.remote === remote);
    const liveVersion = liveRow?.version ?? null;
    remotes.push({
      remote,
      live_version: liveVersion,
      live_since: liveRow ? liveRow.since.toISOString() : null,
      previous_version: liveVersion ? previousOf(liveOrder(remoteFlips), liveVersion) : null,
      auto_rollback: settingsOf(remote, autoRollback),
      versions: versions.map((release) => ({
        version: release.version,
        deployed_at: release.deployed_at.toISOString(),
        deployed_by: release.deployed_by,
        size_bytes: release.size_bytes,
        live: release.version === liveVersion,
        health: health.get(`${remote}/${release.version}`) ?? NO_HEALTH,
      })),
      flips: remoteFlips.slice(-RECENT_FLIPS).reverse().map(toFlip),
    });
  }
  return { window_start: windowStart.toISOString(), remotes };
}

/**
 * The automatic rollback (opt-in per remote): a version made live less than the window ago whose
 * error rate since then is above the threshold, over at least the minimum page views, is rolled
 * back by the API itself, with the figures as the reason. Returns the remotes rolled back.
 */
export async function checkAutoRollback(
  deps: ReleasesDeps,
  config: AutoRollbackConfig,
): Promise<string[]> {
  if (config.remotes.length === 0) return [];
  const now = deps.clock.now();
  const rolledBack: string[] = [];
  for (const live of await listLive(deps.db)) {
    if (!config.remotes.includes(live.remote)) continue;
    const ageSeconds = (now.getTime() - live.since.getTime()) / 1000;
    if (ageSeconds > config.windowSeconds) continue;
    const health = (
      await readHealth(deps.db, bucketStartOf(live.since), new Date(now.getTime() + 1), live.remote)
    ).get(`${live.remote}/${live.version}`);
    if (!health || health.page_views < config.minPageViews) continue;
    const rate = (health.errors * 1000) / health.page_views;
    if (rate <= config.maxErrorsPer1000) continue;
    const reason =
      `${health.errors} errors in ${health.page_views} page views ` +
      `(${health.errors_per_1000} per 1,000, above ${config.maxErrorsPer1000}) ` +
      `within ${Math.max(1, Math.round(ageSeconds / 60))} min of going live`;
    try {
      const outcome = await rollBack(
        deps,
        live.remote,
        live.version,
        { system: 'auto-rollback' },
        'auto-rollback',
        reason,
      );
      if (outcome.changed) rolledBack.push(live.remote);
    } catch (error) {
      // Nothing earlier to go back to: the version stays, and the page shows its error rate.
      if ((error as { statusCode?: number }).statusCode !== 409) throw error;
    }
  }
  return rolledBack;
}
