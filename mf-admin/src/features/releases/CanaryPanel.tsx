import type { CanaryStatus, ReleaseHealth, RemoteReleases } from '@academy/contract';
import { CANARY_MAX_PERCENT, CANARY_MIN_PERCENT } from '@academy/contract/rules';
import { useQuery } from '@academy/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import { ConfirmActionButton } from '../../components/confirm/ConfirmActionButton';
import { FieldFrame } from '../../components/resource-form/FieldFrame';
import { formatDateTime } from '../../lib/format';
import { validateFields, type FieldErrors, type SchemaFactory } from '../../lib/validate-fields';
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

interface CanaryFields {
  version: string;
  percent: number | string;
}

/**
 * The form's rules with yup (docs/releases.md#canary): a version other than live, and a whole
 * share of page loads from CANARY_MIN_PERCENT to CANARY_MAX_PERCENT, as the API checks it.
 */
const canarySchema =
  (candidates: string[]): SchemaFactory<CanaryFields> =>
  (yup) =>
    yup.object({
      version: yup.string().required(text.versionRequired).oneOf(candidates, text.versionRequired),
      percent: yup
        .number()
        .transform((value: number, original: unknown) =>
          typeof original === 'string' && original.trim() === '' ? undefined : value,
        )
        .typeError(text.percentInvalid)
        .required(text.percentInvalid)
        .integer(text.percentInvalid)
        .min(CANARY_MIN_PERCENT, text.percentInvalid)
        .max(CANARY_MAX_PERCENT, text.percentInvalid),
    });

/** Start a canary: a version other than live, and its share of page loads. */
function StartCanaryForm({ remote }: { remote: RemoteReleases }) {
  const refresh = useRefreshReleases();
  const formRef = useRef<HTMLFormElement>(null);
  const candidates = remote.versions.filter((version) => !version.live);
  const [version, setVersion] = useState(candidates[0]?.version ?? '');
  const [percent, setPercent] = useState('10');
  const [errors, setErrors] = useState<FieldErrors<keyof CanaryFields>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusals, setRefusals] = useState(0);

  // A refused form puts the focus on the first field it refused, whose message is read with it.
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  if (!remote.live_version || candidates.length === 0) return null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(null);
    const rules = canarySchema(candidates.map((candidate) => candidate.version));
    // yup arrives in a chunk of its own (loadValidation): without a connection it may not.
    const checked = await validateFields(rules, { version, percent }).catch(() => null);
    if (checked === null) {
      setFailed(text.startFailed);
      return;
    }
    if (!checked.valid) {
      setErrors(checked.errors);
      setRefusals((count) => count + 1);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await startCanary(remote.remote, checked.value.version, Number(checked.value.percent));
      await refresh();
    } catch {
      setFailed(text.startFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      ref={formRef}
      className="admin-releases__canary-form"
      aria-label={text.startLabel(remote.remote)}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <FieldFrame label={text.version} error={errors.version}>
        {({ id, describedBy }) => (
          <select
            id={id}
            value={version}
            aria-invalid={errors.version ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => setVersion(e.target.value)}
          >
            {candidates.map((candidate) => (
              <option key={candidate.version} value={candidate.version}>
                {candidate.version}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame label={text.percent} error={errors.percent}>
        {({ id, describedBy }) => (
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={CANARY_MIN_PERCENT}
            max={CANARY_MAX_PERCENT}
            value={percent}
            aria-invalid={errors.percent ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => setPercent(e.target.value)}
          />
        )}
      </FieldFrame>
      <button type="submit" className="admin-button" disabled={busy}>
        {busy ? text.starting : text.start}
      </button>
      <p className="admin-field__error" role="alert">
        {failed}
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
