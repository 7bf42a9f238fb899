import type { CanariesOverview, CanaryOutcome, CanaryStatus, RemotesPlan } from '@academy/contract';
import type { Queryable } from '../../db/db';
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import { bucketStartOf } from '../telemetry/buffer';
import { NO_HEALTH, readHealth } from '../telemetry/store';
import { compareCanary } from './canary-test-rule';
import {
  endCanary,
  insertCanary,
  lockRunningCanary,
  runningCanaries,
  setCanaryPercent,
} from './canary-store';
import { liveOrder, previousOf } from './history';
import { actorName, audit, entryFor, readManifest, type Actor, type ReleasesDeps } from './service';
import { flipsOf, lockLive, releaseExists, writeFlip } from './store';

/**
 * Canaries (issue 39, docs/releases.md#canary): a registered version served to `percent` % of
 * page loads beside the live one; the browser picks its side from the plan (canaryBucket of
 * @academy/contract/rules), so a learner keeps the same side for the whole canary.
 */

/** What `GET /remotes.json?plan=1` answers: live, previous and canary lines of every remote. */
export async function readPlan(db: Queryable): Promise<RemotesPlan> {
  const remotes = await readManifest(db);
  const previous: RemotesPlan['previous'] = {};
  for (const remote of Object.keys(remotes)) {
    const live = remotes[remote] as string;
    const order = liveOrder(await flipsOf(db, remote));
    const before = previousOf(order, order.at(-1) ?? null);
    if (before && entryFor(remote, before) !== live) previous[remote] = entryFor(remote, before);
  }
  const canaries: RemotesPlan['canaries'] = {};
  for (const canary of await runningCanaries(db)) {
    canaries[canary.remote] = {
      id: canary.id,
      version: canary.version,
      entry: entryFor(canary.remote, canary.version),
      percent: canary.percent,
    };
  }
  return { remotes, previous, canaries };
}

/**
 * Starts a canary of `version` at `percent` %, or changes the share of the one running for that
 * version (same id: the learners already in stay in when the share grows). A canary of another
 * version is replaced. 404 for a version never registered, 409 for the live version itself.
 */
export async function startCanary(
  deps: ReleasesDeps,
  remote: string,
  version: string,
  percent: number,
  actor: Actor,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    if (!(await releaseExists(tx, remote, version))) {
      throw notFound(`No version ${version} of ${remote} is registered.`);
    }
    const live = await lockLive(tx, remote);
    if (!live) throw conflict(`${remote} has no live version to run a canary beside.`);
    if (live.version === version) throw conflict(`${version} is already the live version.`);
    const now = deps.clock.now();
    const running = await lockRunningCanary(tx, remote);
    if (running && running.version === version) {
      if (running.percent !== percent) {
        await setCanaryPercent(tx, running.id, percent);
        await audit(tx, actor, remote, { canary: version, percent: [running.percent, percent] });
      }
      return running.id;
    }
    if (running) {
      const reason = `Replaced by a canary of ${version}.`;
      await endCanary(tx, running.id, {
        outcome: 'replaced',
        at: now,
        by: actorName(actor),
        reason,
      });
    }
    const id = await insertCanary(tx, {
      remote,
      version,
      base_version: live.version,
      percent,
      started_at: now,
      started_by: actorName(actor),
    });
    await audit(tx, actor, remote, {
      canary: [running?.version ?? null, version],
      percent,
      live: live.version,
    });
    return id;
  });
}

/**
 * Promote: the canary's version becomes live for everyone (a flip like Make live). Abort: the
 * canary ends and everyone gets the live version again. Either only for the canary `canaryId`
 * still running: a second click, or a click after the automatic abort, changes nothing (false).
 */
export async function endRunningCanary(
  deps: ReleasesDeps,
  remote: string,
  canaryId: number,
  actor: Actor,
  outcome: Exclude<CanaryOutcome, 'replaced'>,
  reason = '',
): Promise<boolean> {
  const flipped = await deps.db.transaction(async (tx) => {
    const canary = await lockRunningCanary(tx, remote);
    if (!canary || canary.id !== canaryId) return null;
    const at = deps.clock.now();
    await endCanary(tx, canary.id, { outcome, at, by: actorName(actor), reason });
    await audit(tx, actor, remote, {
      canary: [canary.version, null],
      outcome,
      ...(reason ? { reason } : {}),
    });
    if (outcome !== 'promoted') return '';
    const live = await lockLive(tx, remote);
    if (live?.version === canary.version) return '';
    const promotion = `Promoted from a canary at ${canary.percent} %.`;
    await writeFlip(tx, {
      remote,
      fromVersion: live?.version ?? null,
      version: canary.version,
      at,
      cause: 'make-live',
      actor: actorName(actor),
      reason: promotion,
    });
    await audit(tx, actor, remote, {
      live: [live?.version ?? null, canary.version],
      cause: 'make-live',
      reason: promotion,
    });
    return canary.version;
  });
  if (flipped) deps.onFlip?.(remote, flipped, 'make-live');
  return flipped !== null;
}

/** The running canaries with their figures since they started, live beside canary. */
export async function canariesOverview(
  db: Queryable,
  clock: Clock,
  minPageViews: number,
): Promise<CanariesOverview> {
  const now = clock.now();
  const canaries: CanaryStatus[] = [];
  for (const canary of await runningCanaries(db)) {
    const health = await readHealth(
      db,
      bucketStartOf(canary.started_at),
      new Date(now.getTime() + 1),
      canary.remote,
    );
    const liveHealth = health.get(`${canary.remote}/${canary.base_version}`) ?? NO_HEALTH;
    const canaryHealth = health.get(`${canary.remote}/${canary.version}`) ?? NO_HEALTH;
    canaries.push({
      id: canary.id,
      remote: canary.remote,
      version: canary.version,
      base_version: canary.base_version,
      percent: canary.percent,
      started_at: canary.started_at.toISOString(),
      started_by: canary.started_by,
      live_health: liveHealth,
      canary_health: canaryHealth,
      comparison: compareCanary(liveHealth, canaryHealth, minPageViews),
    });
  }
  return { canaries };
}

/**
 * The automatic abort (always on for a canary): a canary whose error rate is worse than the live
 * version's beyond chance (./canary-test-rule.ts) is aborted by the API, the figures as the
 * reason, audited under `canary-abort`. Returns the remotes whose canary it aborted.
 */
export async function checkCanaries(deps: ReleasesDeps, minPageViews: number): Promise<string[]> {
  const aborted: string[] = [];
  const { canaries } = await canariesOverview(deps.db, deps.clock, minPageViews);
  for (const canary of canaries) {
    if (canary.comparison.verdict !== 'worse') continue;
    const side = (h: typeof canary.live_health) =>
      `${h.errors} errors in ${h.page_views} page views (${h.errors_per_1000} per 1,000)`;
    const reason =
      `Canary ${side(canary.canary_health)} against live ${side(canary.live_health)}: ` +
      `one-sided p = ${canary.comparison.p_value} < ${canary.comparison.alpha}`;
    const ended = await endRunningCanary(
      deps,
      canary.remote,
      canary.id,
      { system: 'canary-abort' },
      'auto-aborted',
      reason,
    );
    if (ended) aborted.push(canary.remote);
  }
  return aborted;
}
