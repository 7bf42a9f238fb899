import type { CanaryStatus, ReleaseHealth, RemoteReleases } from '@academy/contract';
import { CANARY_MAX_PERCENT, CANARY_MIN_PERCENT } from '@academy/contract/rules';
import { useQuery } from '@academy/shared';

import { RecordTable } from '../../components/details/RecordTable';
import { ConfirmActionButton } from '../../components/confirm/ConfirmActionButton';
import { ActionForm } from '../../components/resource-form/ActionForm';
import type { FieldDef } from '../../components/resource-section/fields';
import { formatDateTime } from '../../lib/format';
import { canariesQuery, endCanary, startCanary, useRefreshReleases } from './api';
import { healthColumns } from './format-health';
import { releasesMessages } from './messages';

const text = releasesMessages.canary;
type Side = { label: string; health: ReleaseHealth };

function verdictText(canary: CanaryStatus): string {
  const { comparison: c, canary_health: side, live_health: live } = canary;
  if (c.verdict === 'too-few')
    return text.tooFew(side.page_views, live.page_views, c.min_page_views);
  if (c.verdict === 'worse') return text.worse(c.p_value);
  return text.noWorse(side.page_views + live.page_views, c.p_value);
}

/** A running canary: live and canary side by side since it started, Promote and Abort. */
function RunningCanary({ canary }: { canary: CanaryStatus }) {
  const refresh = useRefreshReleases();
  const end = (action: 'promote' | 'abort') => async () => {
    await endCanary(canary.remote, action, canary.id);
    await refresh();
  };
  return (
    <>
      <p>{text.running(canary.version, canary.percent, formatDateTime(canary.started_at))}</p>
      <RecordTable
        caption={text.caption(canary.remote)}
        rows={[
          { label: text.liveSide(canary.base_version), health: canary.live_health },
          { label: text.canarySide(canary.version), health: canary.canary_health },
        ]}
        rowKey={(side) => side.label}
        rowHeaders
        columns={[[text.side, (side) => side.label], ...healthColumns((side: Side) => side.health)]}
      />
      <p role="status">{verdictText(canary)}</p>
      <div className="admin-releases__canary-actions">
        <ConfirmActionButton
          label={text.promote}
          title={text.promoteTitle(canary.remote, canary.version)}
          body={text.promoteBody(canary.remote, canary.version)}
          confirmLabel={text.promote}
          busyLabel={text.promoting}
          action={end('promote')}
          doneMessage={text.promoted(canary.version)}
          failedMessage={text.endFailed}
        />
        <ConfirmActionButton
          label={text.abort}
          title={text.abortTitle(canary.remote)}
          body={text.abortBody(canary.version)}
          confirmLabel={text.abort}
          busyLabel={text.aborting}
          action={end('abort')}
          doneMessage={text.aborted(canary.version)}
          failedMessage={text.endFailed}
          danger
        />
      </div>
    </>
  );
}

/**
 * Start a canary (docs/releases.md#canary): a version other than live, and a whole share of page
 * loads from CANARY_MIN_PERCENT to CANARY_MAX_PERCENT, as the API checks it.
 */
function StartCanaryForm({ remote }: { remote: RemoteReleases }) {
  const refresh = useRefreshReleases();
  const candidates = remote.versions
    .filter((version) => !version.live)
    .map(({ version }) => ({ value: version, label: version }));
  if (!remote.live_version || candidates.length === 0) return null;
  const fields: FieldDef[] = [
    {
      name: 'version',
      label: text.version,
      input: 'select',
      options: candidates,
      rule: (yup) =>
        yup
          .string()
          .required(text.versionRequired)
          .oneOf(
            candidates.map((candidate) => candidate.value),
            text.versionRequired,
          ),
    },
    {
      name: 'percent',
      label: text.percent,
      inputMode: 'numeric',
      rule: (yup) =>
        yup
          .number()
          .transform((value: number, original: unknown) =>
            typeof original === 'string' && original.trim() === '' ? undefined : value,
          )
          .typeError(text.percentInvalid)
          .required(text.percentInvalid)
          .integer(text.percentInvalid)
          .min(CANARY_MIN_PERCENT, text.percentInvalid)
          .max(CANARY_MAX_PERCENT, text.percentInvalid),
    },
  ];
  return (
    <ActionForm
      label={text.startLabel(remote.remote)}
      className="admin-releases__canary-form"
      fields={fields}
      initialValues={{ version: candidates[0]!.value, percent: '10' }}
      saidAs="alert"
      buttons={[{ label: text.start, busyLabel: text.starting }]}
      action={async ({ version, percent }) => {
        await startCanary(remote.remote, version!, Number(percent));
        await refresh();
        return undefined;
      }}
      failed={() => text.startFailed}
    />
  );
}

/** A remote's canary: the running one with its figures, or the form that starts one. */
export function CanaryPanel({ remote }: { remote: RemoteReleases }) {
  const canaries = useQuery(canariesQuery);
  const running = canaries.data?.canaries.find((canary) => canary.remote === remote.remote);
  const titleId = `admin-canary-${remote.remote}`;
  return (
    <section className="admin-releases__canary" aria-labelledby={titleId}>
      <h3 id={titleId}>{text.title(remote.remote)}</h3>
      {running ? (
        <RunningCanary canary={running} />
      ) : (
        <>
          <p>{text.none}</p>
          <StartCanaryForm remote={remote} />
        </>
      )}
    </section>
  );
}
