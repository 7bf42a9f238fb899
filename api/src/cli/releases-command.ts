import os from 'node:os';
import { systemClock } from '../lib/clock';
import { ApiError } from '../lib/errors';
import { isRemoteName } from '../lib/remote-names';
import { makeLive, rollBack, type ReleasesDeps } from '../modules/releases/service';
import { SiteFolder } from '../modules/releases/site-folder';
import { syncSiteFolder } from '../modules/releases/site-sync';
import type { Db } from '../db/db';

export class ReleaseCommandError extends Error {}

/** Who ran npm run deploy: DEPLOYED_BY, else the user of the operating system. */
function deployer(): string {
  if (process.env.DEPLOYED_BY?.trim()) return process.env.DEPLOYED_BY.trim();
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

/**
 * npm run deploy / rollback against the database (issue 23): several machines behind nginx read
 * the manifest from there, so the script registers the version folder it published and flips the
 * remote's line for all of them at once. Returns the version live afterwards.
 */
export async function releasesCommand(
  db: Db,
  siteDir: string,
  action: string,
  remote: string,
  version?: string,
): Promise<string> {
  if (!isRemoteName(remote)) throw new ReleaseCommandError(`unknown remote "${remote}"`);
  const deps: ReleasesDeps = { db, clock: systemClock };
  const actor = {
    system: `npm run ${action === 'deploy' ? 'deploy' : 'rollback'} (${deployer()})`,
  };
  // The first registration brings every remote's line of the static manifest along: from then
  // on the database answers the whole manifest.
  await syncSiteFolder(deps, new SiteFolder(siteDir), 'missing');
  try {
    if (action === 'deploy') {
      await makeLive(deps, remote, version as string, actor, 'deploy');
      return version as string;
    }
    const outcome = await rollBack(deps, remote, null, actor);
    return outcome.to as string;
  } catch (error) {
    if (error instanceof ApiError) throw new ReleaseCommandError(`${remote}: ${error.message}`);
    throw error;
  }
}
