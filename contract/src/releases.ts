import { Type, type Static } from 'typebox';
import { RemoteNameField, RemoteVersionField } from './telemetry';

/**
 * The remotes manifest (docs/architecture.md#the-manifest,
 * docs/deployment.md#the-manifest-is-data): remote name → its live remoteEntry.js URL, answered by
 * the API from the database at `GET /remotes.json` (and `/api/remotes.json`).
 */
export const RemotesManifest = Type.Record(Type.String(), Type.String(), {
  examples: [{ blog: '/remotes/blog/1.0.0-3f2a1b9c0d/remoteEntry.js' }],
});
export type RemotesManifest = Static<typeof RemotesManifest>;

/** How a version became live: npm run deploy, a button of the releases page, or the API itself. */
export const FLIP_CAUSES = ['deploy', 'make-live', 'rollback', 'auto-rollback'] as const;
export type FlipCause = (typeof FLIP_CAUSES)[number];

const NullableNumber = (description: string) =>
  Type.Unsafe<number | null>({ type: ['number', 'null'], description });

/** A version's field health over the last hour (the page's own measure of "is it broken"). */
export const ReleaseHealth = Type.Object({
  page_views: Type.Integer(),
  errors: Type.Integer({ description: 'Load failures and render errors caught by its boundary.' }),
  errors_per_1000: NullableNumber('Errors per 1,000 page views; null with no page view.'),
  lcp_p75_ms: NullableNumber('75th percentile of Largest Contentful Paint; null when unmeasured.'),
  inp_p75_ms: NullableNumber('75th percentile of Interaction to Next Paint.'),
  cls_p75: NullableNumber('75th percentile of Cumulative Layout Shift.'),
});
export type ReleaseHealth = Static<typeof ReleaseHealth>;

export const RemoteRelease = Type.Object({
  version: Type.String(),
  deployed_at: Type.String({ format: 'date-time' }),
  deployed_by: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
  size_bytes: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
  live: Type.Boolean(),
  health: ReleaseHealth,
});
export type RemoteRelease = Static<typeof RemoteRelease>;

export const ReleaseFlip = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  from_version: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
  version: Type.String(),
  cause: Type.Enum(FLIP_CAUSES),
  actor: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
  reason: Type.String(),
});
export type ReleaseFlip = Static<typeof ReleaseFlip>;

/** Automatic rollback of a remote (opt-in per remote, by the API's configuration). */
export const AutoRollbackSettings = Type.Object({
  enabled: Type.Boolean(),
  max_errors_per_1000: Type.Number(),
  min_page_views: Type.Integer(),
  window_minutes: Type.Integer({ description: 'A version live for longer is left alone.' }),
});
export type AutoRollbackSettings = Static<typeof AutoRollbackSettings>;

export const RemoteReleases = Type.Object({
  remote: Type.String(),
  live_version: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
  live_since: Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date-time' }),
  /** Where Roll back goes: the version live before this one (null: nothing to go back to). */
  previous_version: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
  auto_rollback: AutoRollbackSettings,
  /** Newest first. */
  versions: Type.Array(RemoteRelease),
  /** The latest flips, newest first. */
  flips: Type.Array(ReleaseFlip),
});
export type RemoteReleases = Static<typeof RemoteReleases>;

export const ReleasesOverview = Type.Object({
  /** Health figures cover [window_start, now). */
  window_start: Type.String({ format: 'date-time' }),
  remotes: Type.Array(RemoteReleases),
});
export type ReleasesOverview = Static<typeof ReleasesOverview>;

export const RemoteParams = Type.Object({ remote: RemoteNameField });
export type RemoteParams = Static<typeof RemoteParams>;

export const MakeLiveBody = Type.Object({ version: RemoteVersionField });
export type MakeLiveBody = Static<typeof MakeLiveBody>;

/**
 * `from`: the version the admin saw live. When another flip got there first, nothing changes
 * (a double click or two admins at once roll back one step, not two).
 */
export const RollbackBody = Type.Object({ from: RemoteVersionField });
export type RollbackBody = Static<typeof RollbackBody>;
