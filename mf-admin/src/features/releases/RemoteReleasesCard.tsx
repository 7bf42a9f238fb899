import type { RemoteReleases } from '@academy/contract';

import { formatDateTime } from '../../lib/format';
import { CanaryPanel } from './CanaryPanel';
import { RollBackButton } from './FlipButtons';
import { releasesMessages } from './messages';
import { VersionsTable } from './VersionsTable';

const text = releasesMessages;

function AutoRollback({ remote }: { remote: RemoteReleases }) {
  const settings = remote.auto_rollback;
  const latest = remote.flips[0];
  // Only page loads the site served count (docs/telemetry.md#page-load-tokens).
  const counted = remote.versions.find((version) => version.live)?.health.page_views ?? 0;
  return (
    <>
      <p>
        {settings.enabled
          ? text.autoRollbackOn(
              settings.max_errors_per_1000,
              settings.min_page_views,
              settings.window_minutes,
            )
          : text.autoRollbackOff}
      </p>
      {settings.enabled && remote.live_version && counted < settings.min_page_views && (
        <p>{text.tooFewToDecide(counted, settings.min_page_views)}</p>
      )}
      {latest?.cause === 'auto-rollback' && (
        <p className="admin-releases__auto" role="status">
          <strong>
            {text.autoRolledBack(
              latest.from_version ?? '',
              latest.version,
              formatDateTime(latest.at),
            )}
          </strong>{' '}
          {latest.reason}
        </p>
      )}
    </>
  );
}

/** One remote: what is live, its automatic rollback, Roll back, its versions and its flips. */
export function RemoteReleasesCard({ remote }: { remote: RemoteReleases }) {
  const titleId = `admin-release-${remote.remote}`;
  return (
    <section className="admin-releases__remote" aria-labelledby={titleId}>
      <header className="admin-releases__header">
        <h2 id={titleId}>{remote.remote}</h2>
        <RollBackButton remote={remote} />
      </header>
      <p>
        {remote.live_version && remote.live_since
          ? text.liveSince(remote.live_version, formatDateTime(remote.live_since))
          : text.noLive}
      </p>
      <AutoRollback remote={remote} />
      <CanaryPanel remote={remote} />
      {remote.versions.length > 0 && <VersionsTable remote={remote} />}
      {remote.flips.length > 0 && (
        <details className="admin-releases__flips">
          <summary>{text.flips}</summary>
          <ul>
            {remote.flips.map((flip) => (
              <li key={flip.id}>
                {formatDateTime(flip.at)}:{' '}
                {text.flip(flip.from_version, flip.version, text.causes[flip.cause], flip.actor)}
                {flip.reason && ` — ${flip.reason}`}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
