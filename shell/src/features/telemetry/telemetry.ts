// Field telemetry (issue 23): what real browsers see of each remote — its failures to load, the
// render errors its boundary catches, its page views and the page's Core Web Vitals — sent in
// batches by navigator.sendBeacon to POST /api/telemetry/.
//
// A page load is sampled in or out once (config.json's telemetry.sampleRate): errors and page
// views alike, so errors per 1,000 page views stay true. This part ships with the first screen and
// only notes what happens; the code that sends (the batching, the Web Vitals library) is its own
// chunk, fetched a few seconds after the page has loaded (./sender.ts), which then sends what was
// noted meanwhile. Nothing here may slow or break the page: every call returns at once.
import type { LoadFailure, TelemetryEvent, WebVitalName } from '@academy/contract';
import { REMOTE_NAMES, type RemoteName } from '@academy/shared';

import { getRemoteEntry } from '../remotes/remotes-manifest';
import { remotesOfPage, versionOfEntry } from './routes-of-page';

/** What happened, as noted before the sender classifies and sends it. */
export type Observation =
  | { event: TelemetryEvent }
  | {
      loadFailure: {
        remote: RemoteName;
        version: string;
        route: string;
        error: unknown;
        entry: string | undefined;
      };
    };

export interface Sender {
  observe(observation: Observation): void;
}

interface State {
  sender: Sender | null;
  /** Noted before the sender arrived. */
  waiting: Observation[];
  entryOf: (remote: RemoteName) => string | undefined;
}

let state: State | null = null;
/** Errors already counted as load failures, so the boundary that shows them does not count them again. */
const loadFailures = new WeakSet<object>();

/** At most this many observations wait for the sender (a page left open with a remote failing). */
const MAX_WAITING = 200;

/** Decides once whether this page load reports. `entryOf` reads a remote's manifest line. */
export function startTelemetry(
  sampleRate: number,
  random: () => number = Math.random,
  entryOf: (remote: RemoteName) => string | undefined = getRemoteEntry,
): boolean {
  state = random() < sampleRate ? { sender: null, waiting: [], entryOf } : null;
  return state !== null;
}

/**
 * The versions this page load's manifest gave it, remote → version (those it names): what the
 * page asks its telemetry token for (docs/telemetry.md#page-load-tokens).
 */
export function servedVersions(): Record<string, string> {
  const versions: Record<string, string> = {};
  if (!state) return versions;
  for (const remote of REMOTE_NAMES) {
    const entry = state.entryOf(remote);
    const version = versionOfEntry(remote, entry);
    if (entry && version !== 'dev') versions[remote] = version;
  }
  return versions;
}

/** The sender is here: it gets what was noted so far, then everything as it happens. */
export function attachSender(sender: Sender): void {
  if (!state) return;
  state.sender = sender;
  for (const observation of state.waiting.splice(0)) sender.observe(observation);
}

function note(observation: Observation): void {
  if (!state) return;
  try {
    if (state.sender) state.sender.observe(observation);
    else if (state.waiting.length < MAX_WAITING) state.waiting.push(observation);
  } catch {
    // Telemetry never breaks the page.
  }
}

function event(remote: RemoteName, route: string, fields: Partial<TelemetryEvent>): void {
  if (!state) return;
  const version = versionOfEntry(remote, state.entryOf(remote));
  note({ event: { type: 'page_view', remote, version, route, ...fields } });
}

const currentRoute = () => remotesOfPage(window.location.pathname).route;

/** The page at `pathname` was shown: one page view for each remote on it. */
export function reportPageView(pathname: string): void {
  const { route, remotes } = remotesOfPage(pathname);
  for (const remote of remotes) event(remote, route, { type: 'page_view' });
}

/** A remote failed to load (its boundary shows the fallback). */
export function reportLoadFailure(remote: RemoteName, error: unknown): void {
  if (typeof error === 'object' && error !== null) loadFailures.add(error);
  if (!state) return;
  const entry = state.entryOf(remote);
  note({
    loadFailure: {
      remote,
      version: versionOfEntry(remote, entry),
      route: currentRoute(),
      error,
      entry,
    },
  });
}

/**
 * A remote failed twice and was loaded from its fallback instead (docs/releases.md#failover): a
 * load error of the version this page was served, of kind `failover`, so the release decisions
 * see it even though the learner saw the page.
 */
export function reportFailover(remote: RemoteName, from: string, to: string): void {
  console.warn(`[remotes] ${remote} failed over from ${from} to ${to}`);
  event(remote, currentRoute(), { type: 'load_error', failure: 'failover' });
}

/** A remote's boundary caught an error: a render error, unless it was its load failing. */
export function reportBoundaryError(remote: RemoteName, error: unknown): void {
  if (typeof error === 'object' && error !== null && loadFailures.has(error)) return;
  event(remote, currentRoute(), { type: 'render_error' });
}

/** A Core Web Vital of this page load, counted for each remote of the page it landed on. */
export function reportVital(landing: string, metric: WebVitalName, value: number): void {
  const { route, remotes } = remotesOfPage(landing);
  for (const remote of remotes) event(remote, route, { type: 'vital', metric, value });
}

export type { LoadFailure };
