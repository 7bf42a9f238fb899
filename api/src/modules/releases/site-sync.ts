import { insertRelease, listLive, listReleases } from './store';
import { makeLive, type ReleasesDeps } from './service';
import type { SiteFolder } from './site-folder';

/** The audit log's name for flips the deploy script made in a site folder. */
export const SITE_ACTOR = { system: 'npm run deploy (dist/remotes.json)' } as const;

/**
 * How the site folder's manifest is taken into the database:
 *  - 'newer': a line that changed after the database's flip of that remote wins (the Node server
 *    of one machine, where npm run deploy writes dist/ while the API runs on PGlite);
 *  - 'missing': only remotes with no live line yet (npm run deploy registering on PostgreSQL: the
 *    database is the manifest of every machine, and the first registration brings all lines).
 */
export type Adoption = 'newer' | 'missing';

/**
 * Registers the version folders the database does not know yet (who, when and size from the
 * deploy script's notes, else the folder's time and size), then takes in the manifest's lines.
 */
export async function syncSiteFolder(
  deps: ReleasesDeps,
  folder: SiteFolder,
  adoption: Adoption,
): Promise<void> {
  const known = new Set(
    (await listReleases(deps.db)).map((release) => `${release.remote}/${release.version}`),
  );
  for (const found of folder.versionFolders()) {
    if (known.has(`${found.remote}/${found.version}`)) continue;
    const note = folder.note(found.remote, found.version);
    const notedAt = note.deployed_at ? new Date(note.deployed_at) : null;
    await insertRelease(deps.db, {
      remote: found.remote,
      version: found.version,
      sizeBytes: note.size_bytes ?? folder.sizeOf(found.remote, found.version),
      deployedBy: note.deployed_by ?? null,
      deployedAt: notedAt && !Number.isNaN(notedAt.getTime()) ? notedAt : found.modifiedAt,
    });
    known.add(`${found.remote}/${found.version}`);
  }

  const manifest = folder.manifest();
  if (!manifest) return;
  const live = new Map((await listLive(deps.db)).map((line) => [line.remote, line]));
  for (const [remote, version] of Object.entries(manifest.versions)) {
    if (!known.has(`${remote}/${version}`)) continue;
    const current = live.get(remote);
    if (current?.version === version) continue;
    if (!current) {
      // First registration: the versions live before, from remotes.history.json, come first, so
      // a rollback from the releases page goes where npm run rollback would have gone.
      for (const earlier of folder.history(remote)) {
        if (earlier !== version && known.has(`${remote}/${earlier}`)) {
          await makeLive(deps, remote, earlier, SITE_ACTOR, 'deploy');
        }
      }
    }
    if (current && (adoption === 'missing' || isOlderThanFlip(manifest.modifiedAt, current.since)))
      continue;
    // npm run rollback drops the version it leaves from remotes.history.json; a deploy keeps it.
    const rolledBack =
      current !== undefined &&
      !folder.history(remote).includes(current.version) &&
      folder.history(remote).includes(version);
    await makeLive(deps, remote, version, SITE_ACTOR, rolledBack ? 'rollback' : 'deploy');
  }
}

/**
 * A file's time comes from the kernel's coarse clock (a few milliseconds behind the one the flip
 * was stamped with), so a line written just after a flip can carry an earlier time. Only a file
 * clearly older than the flip (a copy put back from a backup) is stale.
 */
const FILE_CLOCK_SLACK_MS = 1000;
function isOlderThanFlip(modifiedAt: Date, since: Date): boolean {
  return modifiedAt.getTime() + FILE_CLOCK_SLACK_MS <= since.getTime();
}
