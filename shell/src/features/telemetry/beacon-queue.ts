import type { BrowserFamily, TelemetryEvent } from '@academy/contract';

/** What the API takes in one beacon (contract/src/telemetry.ts): 50 events, 8 KB. */
export const MAX_EVENTS_PER_BEACON = 50;
export const MAX_BEACON_BYTES = 8192;

/** navigator.sendBeacon's shape: true when the browser queued the request. */
export type SendBeacon = (url: string, body: string) => boolean;

export interface BeaconQueueOptions {
  url: string;
  /** The page load's token, in every beacon (docs/telemetry.md#page-load-tokens). */
  token: string;
  browser: BrowserFamily;
  send: SendBeacon;
  /** Events wait at most this long for company before they are sent. */
  delayMs?: number;
  /** This many events are sent at once, without waiting. */
  batchSize?: number;
}

/**
 * Batches telemetry events into beacons. Sending never throws and never waits: sendBeacon hands
 * the request to the browser, which sends it even while the page unloads; a refusal (queue full,
 * beacons disabled) drops the batch. Nothing is retried: telemetry is a sample, not a ledger.
 */
export class BeaconQueue {
  private events: TelemetryEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly delayMs: number;
  private readonly batchSize: number;

  constructor(private readonly options: BeaconQueueOptions) {
    this.delayMs = options.delayMs ?? 10_000;
    this.batchSize = Math.min(options.batchSize ?? 20, MAX_EVENTS_PER_BEACON);
  }

  get pending(): number {
    return this.events.length;
  }

  push(event: TelemetryEvent): void {
    this.events.push(event);
    if (this.events.length >= this.batchSize) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.delayMs);
  }

  /** Sends everything waiting, in as many beacons as the API's limits need. */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const events = this.events;
    this.events = [];
    for (const batch of this.batches(events)) {
      try {
        this.options.send(this.options.url, batch);
      } catch {
        // A browser without beacons, or one that refuses this one: the page goes on.
      }
    }
  }

  /** JSON bodies of at most MAX_EVENTS_PER_BEACON events and MAX_BEACON_BYTES each. */
  private batches(events: TelemetryEvent[]): string[] {
    const bodies: string[] = [];
    let batch: TelemetryEvent[] = [];
    const body = (list: TelemetryEvent[]) =>
      JSON.stringify({ token: this.options.token, browser: this.options.browser, events: list });
    for (const event of events) {
      const candidate = [...batch, event];
      if (
        batch.length > 0 &&
        (candidate.length > MAX_EVENTS_PER_BEACON || body(candidate).length > MAX_BEACON_BYTES)
      ) {
        bodies.push(body(batch));
        batch = [event];
      } else {
        batch = candidate;
      }
    }
    if (batch.length > 0) bodies.push(body(batch));
    return bodies;
  }
}

/** Chrome, Edge, Firefox, Safari, else other: all the API keeps of the user agent. */
export function browserFamily(userAgent: string): BrowserFamily {
  if (/Edg\//.test(userAgent)) return 'edge';
  if (/Firefox\//.test(userAgent)) return 'firefox';
  if (/Chrom(e|ium)\//.test(userAgent)) return 'chrome';
  if (/Safari\//.test(userAgent)) return 'safari';
  return 'other';
}
