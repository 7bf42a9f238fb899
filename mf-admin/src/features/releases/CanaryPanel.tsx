import type { CanaryStatus, ReleaseHealth, RemoteReleases } from '@academy/contract';
import { CANARY_MAX_PERCENT, CANARY_MIN_PERCENT } from '@academy/contract/rules';
import { useQuery } from '@academy/shared';
import { useId, useState, type FormEvent } from 'react';

import { ConfirmActionButton } from '../../components/confirm/ConfirmActionButton';
import { formatDateTime } from '../../lib/format';
import { canariesQuery, endCanary, startCanary, useRefreshReleases } from './api';
import { formatCount, formatMilliseconds, formatRate, formatShift } from './format-health';
import { releasesMessages } from './messages';

const text = releasesMessages.canary;
const none = releasesMessages.unknown;

function HealthRow({ label, health }: { label: string; health: ReleaseHealth }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{formatCount(health.page_views)}</td>
      <td>{formatRate(health.errors_per_1000, none)}</td>
      <td>{formatMilliseconds(health.lcp_p75_ms, none)}</td>
      <td>{formatMilliseconds(health.inp_p75_ms, none)}</td>
      <td>{formatShift(health.cls_p75, none)}</td>
    </tr>
  );
}

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
  const r = releasesMessages;
  const end = (action: 'promote' | 'abort') => async () => {
    await endCanary(canary.remote, action, canary.id);
    await refresh();
  };
  return (
    <>
      <p>{text.running(canary.version, canary.percent, formatDateTime(canary.started_at))}</p>
      <div className="admin-table-scroll">
        <table className="admin-table">
          <caption>{text.caption(canary.remote)}</caption>
          <thead>
            <tr>
              <th scope="col">{text.side}</th>
              <th scope="col">{r.pageViews}</th>
              <th scope="col">{r.errorsPer1000}</th>
              <th scope="col">{r.lcp}</th>
              <th scope="col">{r.inp}</th>
              <th scope="col">{r.cls}</th>
            </tr>
          </thead>
          <tbody>
            <HealthRow label={text.liveSide(canary.base_version)} health={canary.live_health} />
            <HealthRow label={text.canarySide(canary.version)} health={canary.canary_health} />
          </tbody>
        </table>
      </div>
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

const validPercent = (value: string) => {
  const percent = Number(value);
  return Number.isInteger(percent) && percent >= CANARY_MIN_PERCENT && percent <= CANARY_MAX_PERCENT
    ? percent
    : null;
};

/** Start a canary: a version other than live, and its share of page loads. */
function StartCanaryForm({ remote }: { remote: RemoteReleases }) {
  const id = useId();
  const refresh = useRefreshReleases();
  const candidates = remote.versions.filter((version) => !version.live);
  const [version, setVersion] = useState(candidates[0]?.version ?? '');
  const [percent, setPercent] = useState('10');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!remote.live_version || candidates.length === 0) return null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const share = validPercent(percent);
    if (share === null) {
      setError(text.percentInvalid);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await startCanary(remote.remote, version, share);
      await refresh();
    } catch {
      setError(text.startFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="admin-releases__canary-form"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <div className="admin-field">
        <label htmlFor={`${id}-version`}>{text.version}</label>
        <select id={`${id}-version`} value={version} onChange={(e) => setVersion(e.target.value)}>
          {candidates.map((candidate) => (
            <option key={candidate.version} value={candidate.version}>
              {candidate.version}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-percent`}>{text.percent}</label>
        <input
          id={`${id}-percent`}
          type="number"
          inputMode="numeric"
          min={CANARY_MIN_PERCENT}
          max={CANARY_MAX_PERCENT}
          value={percent}
          aria-invalid={error === text.percentInvalid}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setPercent(e.target.value)}
        />
      </div>
      <button type="submit" className="admin-button" disabled={busy}>
        {busy ? text.starting : text.start}
      </button>
      <p id={`${id}-error`} className="admin-field__error" role="alert">
        {error}
      </p>
    </form>
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
