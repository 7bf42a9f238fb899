// The sending half of the field telemetry (./telemetry.ts notes, this sends), in a chunk of its
// own fetched a few seconds after the page loaded: the batching queue, the classification of load
// failures and the Web Vitals library (web-vitals reads the browser's buffered performance
// entries, so LCP and CLS are measured from the start of the page even though it arrives late).
import type { LoadFailure, WebVitalName } from '@academy/contract';
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';

import { BeaconQueue, browserFamily, type SendBeacon } from './beacon-queue';
import { attachSender, reportVital, type Observation, type Sender } from './telemetry';

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

export interface SenderOptions {
  /** The API root from config.json ('/api'). */
  apiBaseUrl: string;
  send?: SendBeacon;
  userAgent?: string;
  delayMs?: number;
}

/** A sender over a BeaconQueue; what waits is sent when the page is hidden or left. */
export function createSender(options: SenderOptions): Sender & { flush(): void } {
  const queue = new BeaconQueue({
    url: `${options.apiBaseUrl.replace(/\/+$/, '')}/telemetry/`,
    browser: browserFamily(options.userAgent ?? navigator.userAgent),
    send: options.send ?? ((url, body) => navigator.sendBeacon(url, body)),
    ...(options.delayMs ? { delayMs: options.delayMs } : {}),
  });
  // Bubble phase on window: after web-vitals' own (capture) listeners have reported.
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  window.addEventListener('pagehide', () => queue.flush());
  return {
    observe(observation: Observation) {
      if ('event' in observation) {
        queue.push(observation.event);
        return;
      }
      const { error, entry, ...where } = observation.loadFailure;
      void classifyLoadFailure(error, entry).then(
        (failure) => queue.push({ type: 'load_error', ...where, failure }),
        () => undefined,
      );
    },
    flush: () => queue.flush(),
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
