import type { RemotesManifest, RemotesPlan } from '@academy/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { checkCanaries, readPlan } from './canary';
import { PreviewLinks } from './preview-links';
import { checkAutoRollback, readManifest, type ReleasesDeps } from './service';
import { SiteFolder } from './site-folder';
import { syncSiteFolder } from './site-sync';

/** The releases of the remotes (issue 23), as the other modules and the site server use them. */
export interface Releases {
  deps: ReleasesDeps;
  /** The site folder the API serves (SITE_DIR, one machine), or null behind nginx. */
  site: SiteFolder | null;
  /** Site mode: takes in what npm run deploy changed in the folder since the last look. */
  syncSite(): Promise<void>;
  /** The database's manifest; null when no remote has a live line there (the static file rules). */
  manifest(): Promise<RemotesManifest | null>;
  /** The manifest with the previous versions and the running canaries (issue 39). */
  plan(): Promise<RemotesPlan>;
  checkAutoRollback(): Promise<string[]>;
  /** The automatic abort of canaries worse than live beyond chance; the remotes aborted. */
  checkCanaries(): Promise<string[]>;
  previewLinks: PreviewLinks;
}

declare module 'fastify' {
  interface FastifyInstance {
    releases: Releases;
  }
}

export default fp(
  async function releasesPlugin(app: FastifyInstance) {
    const site = app.config.siteDir ? new SiteFolder(app.config.siteDir) : null;
    const deps: ReleasesDeps = {
      db: app.db,
      clock: app.services.clock,
      // One machine: the database's flip is written into dist/remotes.json too, so the static
      // manifest and `npm run deploy -- --list` say the same.
      onFlip: site
        ? (remote, version, cause) => {
            try {
              site.writeFlip(remote, version, cause);
            } catch (error) {
              app.log.warn({ err: error, remote, version }, 'could not write dist/remotes.json');
            }
          }
        : undefined,
    };

    let seen = '';
    let syncing: Promise<void> = Promise.resolve();
    async function syncOnce(): Promise<void> {
      if (!site) return;
      const signature = site.signature();
      if (signature === seen) return;
      try {
        await syncSiteFolder(deps, site, 'newer');
        seen = signature;
      } catch (error) {
        app.log.error({ err: error }, 'could not register the site folder releases');
      }
    }

    app.decorate('releases', {
      deps,
      site,
      syncSite() {
        // One look at a time: two page loads at once must not register the same flip twice.
        syncing = syncing.then(syncOnce);
        return syncing;
      },
      async manifest() {
        await this.syncSite();
        const manifest = await readManifest(app.db);
        return Object.keys(manifest).length > 0 ? manifest : null;
      },
      plan: () => readPlan(app.db),
      checkAutoRollback: () => checkAutoRollback(deps, app.config.autoRollback),
      checkCanaries: () => checkCanaries(deps, app.config.autoRollback.minPageViews),
      previewLinks: new PreviewLinks(app.config.jwtSecret),
    } satisfies Releases);
  },
  { name: 'releases' },
);
