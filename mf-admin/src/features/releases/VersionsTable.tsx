import type { RemoteReleases } from '@academy/contract';

import { RecordTable } from '../../components/details/RecordTable';
import { formatDateTime } from '../../lib/format';
import { MakeLiveButton, PreviewButton } from './FlipButtons';
import { formatBytes, healthColumns } from './format-health';
import { releasesMessages as text } from './messages';

type Version = RemoteReleases['versions'][number];

/** A remote's versions, newest first, each with its last hour in the field. */
export function VersionsTable({ remote }: { remote: RemoteReleases }) {
  const none = text.unknown;
  return (
    <RecordTable
      caption={text.versionsCaption(remote.remote)}
      className="admin-releases__versions"
      rows={remote.versions}
      rowKey={(version) => version.version}
      rowHeaders
      rowProps={(version) => ({ 'aria-current': version.live ? 'true' : undefined })}
      columns={[
        [
          text.version,
          (version) => (
            <>
              <code>{version.version}</code>
              {version.live && <span className="admin-releases__badge"> {text.liveBadge}</span>}
            </>
          ),
        ],
        [text.deployed, (version) => formatDateTime(version.deployed_at)],
        [text.by, (version) => version.deployed_by ?? none],
        [text.size, (version) => formatBytes(version.size_bytes, none)],
        ...healthColumns((version: Version) => version.health),
        [
          text.actions,
          (version) => (
            <>
              {!version.live && <MakeLiveButton remote={remote.remote} version={version.version} />}
              <PreviewButton remote={remote.remote} version={version.version} />
            </>
          ),
        ],
      ]}
    />
  );
}
