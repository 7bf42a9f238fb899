import type { BrowserFamily, TelemetryBeacon, WebVitalName } from '@academy/contract';
import { isRemoteName } from '../../lib/remote-names';
import { addToHistogram, emptyHistogram } from './histogram';

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

/** CLS is counted in thousandths (see histogram.ts). */
const SCALE: Record<WebVitalName, number> = { LCP: 1, INP: 1, CLS: 1000 };

/** Enough for every remote × a few versions × the buckets between two flushes, many times over. */
const MAX_KEYS = 5000;

const increment = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/**
 * The counts of the beacons an instance received since its last flush. Ingesting a beacon is
 * arithmetic in memory (no database round trip per beacon, so a flood costs the other reads
 * little); the flush writes one row per key. Only the fields listed here are read from a beacon:
 * nothing else it carries is kept.
 */
export class TelemetryBuffer {
  private counts = new Map<string, BucketCounts>();
  /** Events not counted: an unknown remote, or the buffer full. */
  dropped = 0;

  private entry(remote: string, version: string, bucketStart: Date): BucketCounts | null {
    const key = `${remote}\u0000${version}\u0000${bucketStart.getTime()}`;
    let entry = this.counts.get(key);
    if (!entry) {
      if (this.counts.size >= MAX_KEYS) return null;
      entry = {
        remote,
        version,
        bucketStart,
        pageViews: 0,
        errorCount: 0,
        errors: {},
        routes: {},
        browsers: {},
        histograms: { LCP: emptyHistogram(), INP: emptyHistogram(), CLS: emptyHistogram() },
      };
      this.counts.set(key, entry);
    }
    return entry;
  }

  add(beacon: TelemetryBeacon, at: Date): void {
    const bucketStart = bucketStartOf(at);
    const browser: BrowserFamily = beacon.browser;
    for (const event of beacon.events) {
      const entry = isRemoteName(event.remote)
        ? this.entry(event.remote, event.version, bucketStart)
        : null;
      if (!entry) {
        this.dropped += 1;
        continue;
      }
      switch (event.type) {
        case 'page_view':
          entry.pageViews += 1;
          increment(entry.routes, event.route);
          increment(entry.browsers, browser);
          break;
        case 'load_error':
          entry.errorCount += 1;
          increment(entry.errors, event.failure ?? 'other');
          break;
        case 'render_error':
          entry.errorCount += 1;
          increment(entry.errors, 'render');
          break;
        case 'vital':
          if (event.metric !== undefined && event.value !== undefined) {
            addToHistogram(entry.histograms[event.metric], event.value * SCALE[event.metric]);
          }
          break;
      }
    }
  }

  get size(): number {
    return this.counts.size;
  }

  /** Everything counted so far; the buffer starts again empty. */
  drain(): BucketCounts[] {
    const drained = [...this.counts.values()];
    this.counts = new Map();
    return drained;
  }

  /** Counts a flush could not write go back in, to be tried again with the next flush. */
  restore(entries: BucketCounts[]): void {
    for (const old of entries) {
      const entry = this.entry(old.remote, old.version, old.bucketStart);
      if (!entry) {
        this.dropped += 1;
        continue;
      }
      entry.pageViews += old.pageViews;
      entry.errorCount += old.errorCount;
      for (const [field, counts] of [
        [entry.errors, old.errors],
        [entry.routes, old.routes],
        [entry.browsers, old.browsers],
      ] as const) {
        for (const [key, count] of Object.entries(counts)) field[key] = (field[key] ?? 0) + count;
      }
      for (const metric of ['LCP', 'INP', 'CLS'] as const) {
        const into = entry.histograms[metric];
        old.histograms[metric].forEach((count, index) => {
          into[index] = (into[index] ?? 0) + count;
        });
      }
    }
  }
}
