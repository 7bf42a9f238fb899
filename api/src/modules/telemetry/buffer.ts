import {
  TELEMETRY_MAX_ERRORS_PER_PAGE_LOAD,
  TELEMETRY_MAX_VITALS_PER_PAGE_LOAD,
  type TelemetryBeacon,
  type WebVitalName,
} from '@academy/contract';
import { addToHistogram, emptyHistogram } from './histogram';
import type { PageLoad } from './page-load-token';

/** Telemetry is counted in 5-minute buckets. */
export const BUCKET_MS = 5 * 60 * 1000;

export const bucketStartOf = (at: Date): Date =>
  new Date(Math.floor(at.getTime() / BUCKET_MS) * BUCKET_MS);

/** What one remote version did in one bucket, as counts. */
export interface BucketCounts {
  remote: string;
  version: string;
  bucketStart: Date;
  pageViews: number;
  errorCount: number;
  /** By kind: network, not_found, version_skew, other (load failures) and render. */
  errors: Record<string, number>;
  routes: Record<string, number>;
  browsers: Record<string, number>;
  histograms: Record<WebVitalName, number[]>;
}

/**
 * What one page load (one token) said of one remote since the last flush, already within the
 * per-page-load caps: its page view (once), its errors and its vitals. The flush checks these
 * against what the database already counted for the token (another instance, an earlier flush)
 * and adds only the rest to the buckets (./store.ts countPageLoads).
 */
export interface PendingPageLoad {
  pageLoadId: string;
  remote: string;
  version: string;
  expiresAt: Date;
  bucketStart: Date;
  pageView: { route: string; browser: string } | null;
  /** Error kinds, at most TELEMETRY_MAX_ERRORS_PER_PAGE_LOAD. */
  errors: string[];
  /** At most TELEMETRY_MAX_VITALS_PER_PAGE_LOAD. */
  vitals: { metric: WebVitalName; value: number }[];
}

/** CLS is counted in thousandths (see histogram.ts). */
const SCALE: Record<WebVitalName, number> = { LCP: 1, INP: 1, CLS: 1000 };

/**
 * Page loads × remotes kept between two flushes: at 2,000 beacons/s and a 5 s flush, each beacon
 * its own page load, with room to spare. A flood past it is dropped, not stored.
 */
export const MAX_PENDING = 20_000;

/**
 * What the beacons of verified page loads said since the last flush. Ingesting a beacon is
 * arithmetic in memory (no database round trip per beacon, so a flood costs the other reads
 * little); the flush writes it. Only the fields listed here are read from a beacon, and each
 * page load holds a bounded entry per remote however often its token is replayed.
 */
export class TelemetryBuffer {
  private pending = new Map<string, PendingPageLoad>();
  /** Events not kept: the buffer full. */
  dropped = 0;

  private entry(pageLoad: PageLoad, remote: string, at: Date): PendingPageLoad | null {
    const key = `${pageLoad.id}\u0000${remote}`;
    let entry = this.pending.get(key);
    if (!entry) {
      if (this.pending.size >= MAX_PENDING) return null;
      entry = {
        pageLoadId: pageLoad.id,
        remote,
        version: pageLoad.versions[remote] as string,
        expiresAt: pageLoad.expiresAt,
        bucketStart: bucketStartOf(at),
        pageView: null,
        errors: [],
        vitals: [],
      };
      this.pending.set(key, entry);
    }
    return entry;
  }

  /** A beacon whose every event names a remote and version of `pageLoad` (./routes.ts checks). */
  add(pageLoad: PageLoad, beacon: TelemetryBeacon, at: Date): void {
    for (const event of beacon.events) {
      const entry = this.entry(pageLoad, event.remote, at);
      if (!entry) {
        this.dropped += 1;
        continue;
      }
      switch (event.type) {
        case 'page_view':
          entry.pageView ??= { route: event.route, browser: beacon.browser };
          break;
        case 'load_error':
        case 'render_error':
          if (entry.errors.length < TELEMETRY_MAX_ERRORS_PER_PAGE_LOAD) {
            entry.errors.push(
              event.type === 'render_error' ? 'render' : (event.failure ?? 'other'),
            );
          }
          break;
        case 'vital':
          if (
            event.metric !== undefined &&
            event.value !== undefined &&
            entry.vitals.length < TELEMETRY_MAX_VITALS_PER_PAGE_LOAD
          ) {
            entry.vitals.push({ metric: event.metric, value: event.value });
          }
          break;
      }
    }
  }

  get size(): number {
    return this.pending.size;
  }

  /** Everything kept so far; the buffer starts again empty. */
  drain(): PendingPageLoad[] {
    const drained = [...this.pending.values()];
    this.pending = new Map();
    return drained;
  }

  /** Entries a flush could not write go back in, to be tried again with the next flush. */
  restore(entries: PendingPageLoad[]): void {
    for (const old of entries) {
      const key = `${old.pageLoadId}\u0000${old.remote}`;
      const entry = this.pending.get(key);
      if (!entry) {
        if (this.pending.size >= MAX_PENDING) {
          this.dropped += 1;
          continue;
        }
        this.pending.set(key, old);
        continue;
      }
      entry.pageView ??= old.pageView;
      entry.errors = [...old.errors, ...entry.errors].slice(0, TELEMETRY_MAX_ERRORS_PER_PAGE_LOAD);
      entry.vitals = [...old.vitals, ...entry.vitals].slice(0, TELEMETRY_MAX_VITALS_PER_PAGE_LOAD);
    }
  }
}

const increment = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/** The part of each page load the database had not counted yet, as counts per bucket. */
export function bucketCountsOf(
  counted: { entry: PendingPageLoad; pageView: boolean; errors: number; vitals: number }[],
): BucketCounts[] {
  const buckets = new Map<string, BucketCounts>();
  for (const { entry, pageView, errors, vitals } of counted) {
    if (!pageView && errors === 0 && vitals === 0) continue;
    const key = `${entry.remote}\u0000${entry.version}\u0000${entry.bucketStart.getTime()}`;
    let bucket = buckets.get(key);
    if (!bucket) {
      bucket = {
        remote: entry.remote,
        version: entry.version,
        bucketStart: entry.bucketStart,
        pageViews: 0,
        errorCount: 0,
        errors: {},
        routes: {},
        browsers: {},
        histograms: { LCP: emptyHistogram(), INP: emptyHistogram(), CLS: emptyHistogram() },
      };
      buckets.set(key, bucket);
    }
    if (pageView && entry.pageView) {
      bucket.pageViews += 1;
      increment(bucket.routes, entry.pageView.route);
      increment(bucket.browsers, entry.pageView.browser);
    }
    for (const kind of entry.errors.slice(0, errors)) {
      bucket.errorCount += 1;
      increment(bucket.errors, kind);
    }
    for (const { metric, value } of entry.vitals.slice(0, vitals)) {
      addToHistogram(bucket.histograms[metric], value * SCALE[metric]);
    }
  }
  return [...buckets.values()];
}
