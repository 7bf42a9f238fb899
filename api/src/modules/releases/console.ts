import type { CanariesOverview, ReleasesOverview, RemoteReleases } from '@academy/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { conflict, notFound } from '../../lib/errors';
import { isRemoteName } from '../../lib/remote-names';
import { canariesOverview, endRunningCanary, startCanary } from './canary';
import { makeLive, releasesOverview, rollBack, type Actor } from './service';

/**
 * The releases page's operations (issue 23, docs/releases.md#canary), as an admin does them from
 * the back-office: each first takes in what npm run deploy changed in the site folder, acts for
 * every instance at once and answers the page's new state. The service records each change in
 * the audit log (entity `releases`, the remote's name as its id) under the admin's email.
 */
async function actorOf(request: FastifyRequest): Promise<Actor> {
  const { rows } = await request.server.db.query<{ email: string }>(
    'SELECT email FROM users WHERE id = $1',
    [request.userId],
  );
  return { userId: request.userId, email: rows[0]?.email ?? `user ${request.userId}` };
}

function knownRemote(remote: string): string {
  if (!isRemoteName(remote)) throw notFound();
  return remote;
}

export async function overview(app: FastifyInstance): Promise<ReleasesOverview> {
  await app.releases.syncSite();
  return releasesOverview(app.db, app.services.clock, app.config.autoRollback);
}

async function remoteReleases(app: FastifyInstance, remote: string): Promise<RemoteReleases> {
  const found = (await overview(app)).remotes.find((entry) => entry.remote === remote);
  if (!found) throw notFound();
  return found;
}

export async function makeLiveBy(
  request: FastifyRequest,
  remote: string,
  version: string,
): Promise<RemoteReleases> {
  const app = request.server;
  knownRemote(remote);
  await app.releases.syncSite();
  await makeLive(app.releases.deps, remote, version, await actorOf(request));
  return remoteReleases(app, remote);
}

export async function rollBackBy(
  request: FastifyRequest,
  remote: string,
  from: string,
): Promise<RemoteReleases> {
  const app = request.server;
  knownRemote(remote);
  await app.releases.syncSite();
  await rollBack(app.releases.deps, remote, from, await actorOf(request));
  return remoteReleases(app, remote);
}

export function canaries(app: FastifyInstance): Promise<CanariesOverview> {
  return canariesOverview(app.db, app.services.clock, app.config.autoRollback.minPageViews);
}

export async function startCanaryBy(
  request: FastifyRequest,
  remote: string,
  { version, percent }: { version: string; percent: number },
): Promise<CanariesOverview> {
  const app = request.server;
  knownRemote(remote);
  await app.releases.syncSite();
  await startCanary(app.releases.deps, remote, version, percent, await actorOf(request));
  return canaries(app);
}

/** Promote or abort the remote's running canary; 409 once it has ended. */
export async function endCanaryBy(
  request: FastifyRequest,
  remote: string,
  canaryId: number,
  outcome: 'promoted' | 'aborted',
): Promise<CanariesOverview> {
  const app = request.server;
  const ended = await endRunningCanary(
    app.releases.deps,
    knownRemote(remote),
    canaryId,
    await actorOf(request),
    outcome,
  );
  if (!ended) throw conflict('This canary has already ended.');
  return canaries(app);
}
