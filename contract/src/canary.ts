import { Type, type Static } from 'typebox';
import { CANARY_MAX_PERCENT, CANARY_MIN_PERCENT } from './rules/canary';
import { ReleaseHealth } from './releases';
import { RemoteNameField, RemoteVersionField } from './telemetry';

/**
 * Canaries, previews and the browser's failover (issue 39, docs/releases.md). The plan is what
 * `GET /remotes.json?plan=1` answers: the live entries as the flat manifest has them, plus what
 * the shell needs to pick a canary and to fail over to the version live before.
 */
export const CanaryLine = Type.Object({
  id: Type.Integer(),
  version: Type.String(),
  entry: Type.String(),
  percent: Type.Integer({ minimum: CANARY_MIN_PERCENT, maximum: CANARY_MAX_PERCENT }),
});
export type CanaryLine = Static<typeof CanaryLine>;

export const RemotesPlan = Type.Object({
  /** remote → the live remoteEntry.js URL (the flat manifest). */
  remotes: Type.Record(Type.String(), Type.String()),
  /** remote → the entry of the version live before, where the browser fails over to. */
  previous: Type.Record(Type.String(), Type.String()),
  /** remote → its running canary. */
  canaries: Type.Record(Type.String(), CanaryLine),
});
export type RemotesPlan = Static<typeof RemotesPlan>;

export const PlanQuery = Type.Object({ plan: Type.Optional(Type.Literal('1')) });
export type PlanQuery = Static<typeof PlanQuery>;

export const StartCanaryBody = Type.Object({
  version: RemoteVersionField,
  percent: Type.Integer({ minimum: CANARY_MIN_PERCENT, maximum: CANARY_MAX_PERCENT }),
});
export type StartCanaryBody = Static<typeof StartCanaryBody>;

/** Promote and Abort name the canary the admin saw (a second click changes nothing). */
export const CanaryActionBody = Type.Object({ canary_id: Type.Integer({ minimum: 1 }) });
export type CanaryActionBody = Static<typeof CanaryActionBody>;

export const CANARY_OUTCOMES = ['promoted', 'aborted', 'auto-aborted', 'replaced'] as const;
export type CanaryOutcome = (typeof CANARY_OUTCOMES)[number];

/**
 * The abort rule's reading: `too-few` under the minimum of page views on either side,
 * `worse` when the canary's error rate is higher beyond chance, else `no-worse`.
 */
export const CANARY_VERDICTS = ['too-few', 'no-worse', 'worse'] as const;
export type CanaryVerdict = (typeof CANARY_VERDICTS)[number];

export const CanaryComparison = Type.Object({
  verdict: Type.Enum(CANARY_VERDICTS),
  /** One-sided p-value of "the canary errs more often"; null when too few to decide. */
  p_value: Type.Unsafe<number | null>({ type: ['number', 'null'] }),
  min_page_views: Type.Integer(),
  alpha: Type.Number(),
});
export type CanaryComparison = Static<typeof CanaryComparison>;

export const CanaryStatus = Type.Object({
  id: Type.Integer(),
  remote: RemoteNameField,
  version: Type.String(),
  base_version: Type.String(),
  percent: Type.Integer(),
  started_at: Type.String({ format: 'date-time' }),
  started_by: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
  /** Since the canary started, from page-load-token-bound telemetry only. */
  live_health: ReleaseHealth,
  canary_health: ReleaseHealth,
  comparison: CanaryComparison,
});
export type CanaryStatus = Static<typeof CanaryStatus>;

export const CanariesOverview = Type.Object({ canaries: Type.Array(CanaryStatus) });
export type CanariesOverview = Static<typeof CanariesOverview>;

/** POST /api/releases/preview-links/: staff ask for a link that opens `version` of `remote`. */
export const PreviewLinkBody = Type.Object({
  remote: RemoteNameField,
  version: RemoteVersionField,
});
export type PreviewLinkBody = Static<typeof PreviewLinkBody>;

export const PreviewLink = Type.Object({
  /** The site's path with the signed token (`/?preview=…`). */
  path: Type.String(),
  token: Type.String(),
  expires_at: Type.String({ format: 'date-time' }),
});
export type PreviewLink = Static<typeof PreviewLink>;

export const PreviewQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 1024 }) });
export type PreviewQuery = Static<typeof PreviewQuery>;

/** What a preview link opens, for the signed-in staff member who opens it. */
export const PreviewGrant = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  entry: Type.String(),
  expires_at: Type.String({ format: 'date-time' }),
});
export type PreviewGrant = Static<typeof PreviewGrant>;
