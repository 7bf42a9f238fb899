import type { RemoteReleases } from '@academy/contract';

import { formatDateTime } from '../../lib/format';
import { MakeLiveButton, PreviewButton } from './FlipButtons';
import {
  formatBytes,
  formatCount,
  formatMilliseconds,
  formatRate,
  formatShift,
} from './format-health';
import { releasesMessages } from './messages';

const text = releasesMessages;

/** A remote's versions, newest first, each with its last hour in the field. */
export function VersionsTable({ remote }: { remote: RemoteReleases }) {
  const none = text.unknown;
  return (
    <div className="admin-table-scroll">
      <table className="admin-table admin-releases__versions">
        <caption>{text.versionsCaption(remote.remote)}</caption>
        <thead>
          <tr>
            <th scope="col">{text.version}</th>
            <th scope="col">{text.deployed}</th>
            <th scope="col">{text.by}</th>
            <th scope="col">{text.size}</th>
            <th scope="col">{text.pageViews}</th>
            <th scope="col">{text.errorsPer1000}</th>
            <th scope="col">{text.lcp}</th>
            <th scope="col">{text.inp}</th>
            <th scope="col">{text.cls}</th>
            <th scope="col">{text.actions}</th>
          </tr>
        </thead>
        <tbody>
          {remote.versions.map((version) => (
            <tr key={version.version} aria-current={version.live ? 'true' : undefined}>
              <th scope="row">
                <code>{version.version}</code>
                {version.live && <span className="admin-releases__badge"> {text.liveBadge}</span>}
              </th>
              <td>{formatDateTime(version.deployed_at)}</td>
              <td>{version.deployed_by ?? none}</td>
              <td>{formatBytes(version.size_bytes, none)}</td>
              <td>{formatCount(version.health.page_views)}</td>
              <td>{formatRate(version.health.errors_per_1000, none)}</td>
              <td>{formatMilliseconds(version.health.lcp_p75_ms, none)}</td>
              <td>{formatMilliseconds(version.health.inp_p75_ms, none)}</td>
              <td>{formatShift(version.health.cls_p75, none)}</td>
              <td>
                {!version.live && (
                  <MakeLiveButton remote={remote.remote} version={version.version} />
                )}
                <PreviewButton remote={remote.remote} version={version.version} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
