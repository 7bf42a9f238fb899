// The sending half of the field telemetry (./telemetry.ts notes, this sends), in a chunk of its
// own fetched a few seconds after the page loaded: the batching queue, the classification of load
// failures and the Web Vitals library (web-vitals reads the browser's buffered performance
// entries, so LCP and CLS are measured from the start of the page even though it arrives late).
import type { LoadFailure, PageLoadToken, TelemetryEvent, WebVitalName } from '@academy/contract';
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';

import { BeaconQueue, browserFamily, type SendBeacon } from './beacon-queue';
import {
  attachSender,
  reportVital,
  servedVersions,
  type Observation,
  type Sender,
} from './telemetry';

/**
 * Why a remote did not load: refused for version skew (the federation runtime says its shared
 * singleton "does not satisfy" the requirement), else what its entry answers now: 404, no answer
 * (network), or something else.
 */
export async function classifyLoadFailure(
  error: unknown,
  entry: string | undefined,
  probe: (url: string) => Promise<{ status: number }> = (url) =>
    fetch(url, { method: 'HEAD', cache: 'no-store' }),
): Promise<LoadFailure> {
  if (/does not satisfy/i.test(String((error as Error | undefined)?.message ?? error))) {
    return 'version_skew';
  }
  if (!entry) return 'not_found';
  try {
    const { status } = await probe(entry);
    return status === 404 ? 'not_found' : 'other';
  } catch {
    return 'network';
  }
}

/**
 * This page load's token (POST /telemetry/page-loads/ with the versions its manifest named): the
 * API counts a beacon only with it (docs/telemetry.md#page-load-tokens). Null when the API
 * refuses (a version it never deployed, its limit per address), has no release registered yet
 * (204), or does not answer.
 */
export async function requestPageLoadToken(
  apiBaseUrl: string,
  versions: Record<string, string>,
): Promise<string | null> {
  if (Object.keys(versions).length === 0) return null;
  try {
    const response = await fetch(`${apiBaseUrl.replace(/\/+$/, '')}/telemetry/page-loads/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ versions }),
      cache: 'no-store',
    });
    // 204: no release is registered yet (a static manifest), so nothing would be counted.
    if (response.status !== 200) return null;
    return ((await response.json()) as PageLoadToken).token;
  } catch {
    return null;
  }
}

/** Events kept while the token is on its way (a page left open with a remote failing). */
const MAX_BEFORE_TOKEN = 200;

export interface SenderOptions {
  /** The API root from config.json ('/api'). */
  apiBaseUrl: string;
  /** The page load's token, or its request (requestPageLoadToken) by default. */
  pageLoadToken?: string | Promise<string | null>;
  send?: SendBeacon;
  userAgent?: string;
  delayMs?: number;
}

/**
 * A sender over a BeaconQueue, once the page load's token is here (what is noted meanwhile waits
 * for it; without a token nothing is sent); what waits is sent when the page is hidden or left.
 */
export function createSender(options: SenderOptions): Sender & { flush(): void } {
  let queue: BeaconQueue | null = null;
  let refused = false;
  const early: TelemetryEvent[] = [];
  const push = (event: TelemetryEvent) => {
    if (queue) queue.push(event);
    else if (!refused && early.length < MAX_BEFORE_TOKEN) early.push(event);
  };
  const startQueue = (token: string | null) => {
    if (token === null) {
      refused = true;
      early.length = 0;
      return;
    }
    queue = new BeaconQueue({
      url: `${options.apiBaseUrl.replace(/\/+$/, '')}/telemetry/`,
      token,
      browser: browserFamily(options.userAgent ?? navigator.userAgent),
      send: options.send ?? ((url, body) => navigator.sendBeacon(url, body)),
      ...(options.delayMs ? { delayMs: options.delayMs } : {}),
    });
    for (const event of early.splice(0)) queue.push(event);
  };
  const token = options.pageLoadToken ?? requestPageLoadToken(options.apiBaseUrl, servedVersions());
  if (typeof token === 'string') startQueue(token);
  else void token.then(startQueue, () => startQueue(null));
  // Bubble phase on window: after web-vitals' own (capture) listeners have reported.
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue?.flush();
  });
  window.addEventListener('pagehide', () => queue?.flush());
  return {
    observe(observation: Observation) {
      if ('event' in observation) {
        push(observation.event);
        return;
      }
      const { error, entry, ...where } = observation.loadFailure;
      void classifyLoadFailure(error, entry).then(
        (failure) => push({ type: 'load_error', ...where, failure }),
        () => undefined,
      );
    },
    flush: () => queue?.flush(),
  };
}

/** Starts sending, and measures the Core Web Vitals of the page the visitor landed on. */
export function startSending(landing: string, apiBaseUrl: string): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  attachSender(createSender({ apiBaseUrl }));
  const report = (metric: Metric) =>
    reportVital(landing, metric.name as WebVitalName, metric.value);
  onLCP(report);
  onINP(report);
  onCLS(report);
}
