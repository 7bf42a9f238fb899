import { Type, type Static } from 'typebox';

/**
 * Field telemetry (issue 23): what the shell tells about each remote from real browsers, in
 * batches sent by `navigator.sendBeacon` to `POST /api/telemetry/`, each with its page load's
 * token (PageLoadToken below). Anonymous otherwise: no user, no
 * address, no full path is sent or kept; the API stores counts per remote, version and 5 minutes.
 * Unknown fields are dropped (additionalProperties: false with the API's removeAdditional).
 */

/** A page of a remote was shown; a remote failed to load; its boundary caught a render error; a Core Web Vital. */
export const TELEMETRY_EVENT_TYPES = ['page_view', 'load_error', 'render_error', 'vital'] as const;
export type TelemetryEventType = (typeof TELEMETRY_EVENT_TYPES)[number];

/**
 * Why a remote did not load: its entry unreachable, 404, refused for version skew, or else;
 * `failover`: it failed twice and the page loaded its fallback version instead (issue 39).
 */
export const LOAD_FAILURES = ['network', 'not_found', 'version_skew', 'other', 'failover'] as const;
export type LoadFailure = (typeof LOAD_FAILURES)[number];

export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

export const BROWSER_FAMILIES = ['chrome', 'edge', 'firefox', 'safari', 'other'] as const;
export type BrowserFamily = (typeof BROWSER_FAMILIES)[number];

/** A beacon's limits: more events are refused (400), a larger body is refused (413). */
export const TELEMETRY_MAX_EVENTS = 50;
export const TELEMETRY_MAX_BYTES = 8192;

/** A remote's short name as in remotes.registry.json ('blog'). */
export const RemoteNameField = Type.String({ pattern: '^[a-z][a-z0-9]{0,31}$' });
/** A version folder's name: `<package version>-<content hash>` ('1.0.0-3f2a1b9c0d'). */
export const RemoteVersionField = Type.String({ pattern: '^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$' });

export const TelemetryEvent = Type.Object(
  {
    type: Type.Enum(TELEMETRY_EVENT_TYPES),
    remote: RemoteNameField,
    version: RemoteVersionField,
    /** The route's first segment ('/Blog'), never the full path: ids in paths stay home. */
    route: Type.String({ pattern: '^/[A-Za-z0-9_-]{0,40}$' }),
    /** load_error only. */
    failure: Type.Optional(Type.Enum(LOAD_FAILURES)),
    /** vital only. */
    metric: Type.Optional(Type.Enum(WEB_VITAL_NAMES)),
    /** vital only: milliseconds for LCP and INP, the unitless score for CLS. */
    value: Type.Optional(Type.Number({ minimum: 0, maximum: 600_000 })),
  },
  { additionalProperties: false },
);
export type TelemetryEvent = Static<typeof TelemetryEvent>;

/**
 * Page-load tokens (docs/telemetry.md#page-load-tokens): a beacon counts only with the token the
 * API signed for the page load that sends it. It names the versions that page was served and
 * expires after TELEMETRY_TOKEN_TTL_MS; per token the API counts one page view of each remote
 * and at most TELEMETRY_MAX_ERRORS_PER_PAGE_LOAD errors and TELEMETRY_MAX_VITALS_PER_PAGE_LOAD
 * vitals of it.
 */
export const TELEMETRY_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
export const TELEMETRY_MAX_ERRORS_PER_PAGE_LOAD = 3;
export const TELEMETRY_MAX_VITALS_PER_PAGE_LOAD = 12;
export const TELEMETRY_TOKEN_MAX_LENGTH = 1024;

/** POST /api/telemetry/page-loads/: the versions of the page's manifest, remote → version. */
export const PageLoadRequest = Type.Object(
  {
    versions: Type.Record(Type.String(), RemoteVersionField, {
      minProperties: 1,
      maxProperties: 16,
    }),
  },
  { additionalProperties: false },
);
export type PageLoadRequest = Static<typeof PageLoadRequest>;

export const PageLoadToken = Type.Object({
  token: Type.String(),
  expires_at: Type.String({ format: 'date-time' }),
});
export type PageLoadToken = Static<typeof PageLoadToken>;

export const TelemetryBeacon = Type.Object(
  {
    /** The page load's token (PageLoadToken). */
    token: Type.String({ minLength: 1, maxLength: TELEMETRY_TOKEN_MAX_LENGTH }),
    browser: Type.Enum(BROWSER_FAMILIES),
    events: Type.Array(TelemetryEvent, { minItems: 1, maxItems: TELEMETRY_MAX_EVENTS }),
  },
  { additionalProperties: false },
);
export type TelemetryBeacon = Static<typeof TelemetryBeacon>;
