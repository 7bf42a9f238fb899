import type { RemoteReleases } from '@academy/contract';

import { ConfirmActionButton } from '../../components/confirm/ConfirmActionButton';
import { notify } from '@academy/shared';

import { createPreviewLink, makeLive, rollBack, useRefreshReleases } from './api';
import { releasesMessages } from './messages';

const text = releasesMessages;

/** Roll back: back to the version live before this one, after a confirmation. */
export function RollBackButton({ remote }: { remote: RemoteReleases }) {
  const refresh = useRefreshReleases();
  const { live_version: live, previous_version: previous } = remote;
  if (!live || !previous) return null;
  return (
    <ConfirmActionButton
      label={text.rollBack}
      ariaLabel={text.rollBackLabel(remote.remote, previous)}
      title={text.rollBackTitle(remote.remote)}
      body={text.rollBackBody(remote.remote, live, previous)}
      confirmLabel={text.rollBack}
      busyLabel={text.rollingBack}
      action={async () => {
        await rollBack(remote.remote, live);
        await refresh();
      }}
      doneMessage={text.rolledBack(remote.remote, previous)}
      failedMessage={text.rollBackFailed}
      danger
    />
  );
}

/** Make live: any registered version, after a confirmation. */
export function MakeLiveButton({ remote, version }: { remote: string; version: string }) {
  const refresh = useRefreshReleases();
  return (
    <ConfirmActionButton
      label={text.makeLive}
      ariaLabel={text.makeLiveLabel(remote, version)}
      title={text.makeLiveTitle(remote, version)}
      body={text.makeLiveBody(remote, version)}
      confirmLabel={text.makeLive}
      busyLabel={text.makingLive}
      action={async () => {
        await makeLive(remote, version);
        await refresh();
      }}
      doneMessage={text.madeLive(remote, version)}
      failedMessage={text.makeLiveFailed}
    />
  );
}

/**
 * Preview: a signed link that opens the site with this version in a new tab, for the signed-in
 * staff member only (docs/releases.md#preview); nobody else's page changes.
 */
export function PreviewButton({ remote, version }: { remote: string; version: string }) {
  return (
    <button
      type="button"
      className="admin-button admin-button--quiet"
      aria-label={text.previewLabel(remote, version)}
      onClick={() => {
        // The tab is opened at once (a popup blocker allows it on a click), then sent to the link.
        const tab = window.open('about:blank', '_blank');
        createPreviewLink(remote, version).then(
          (link) => {
            if (tab) tab.location.href = link.path;
            else window.location.assign(link.path);
          },
          () => {
            tab?.close();
            notify.error(text.previewFailed);
          },
        );
      }}
    >
      {text.preview}
    </button>
  );
}
