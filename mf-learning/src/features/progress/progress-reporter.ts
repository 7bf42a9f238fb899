import type { SaveLessonProgressBody, WatchedRange } from '@academy/contract';

import { WatchTracker } from './watched-ranges';

/** While a video plays, a report goes at most this often (docs/design/progress.md#progress). */
export const REPORT_INTERVAL_MS = 10_000;

/** The API takes at most this many ranges in one report (contract SaveLessonProgressBody). */
export const MAX_REPORTED_RANGES = 500;

/**
 * Sends one report. `leaving`: the page may be going away, so the request must outlive it.
 * Resolves false when the report did not reach the server and should go again.
 */
export type SendReport = (body: SaveLessonProgressBody, leaving: boolean) => Promise<boolean>;

/** Seconds down to the hundredth: never past the end the browser measured. */
const floor2 = (seconds: number) => Math.floor(seconds * 100) / 100;

/** The longest ranges when there are more than the API takes (it keeps what it was sent). */
function capped(ranges: WatchedRange[]): WatchedRange[] {
  if (ranges.length <= MAX_REPORTED_RANGES) return ranges;
  return [...ranges]
    .sort((a, b) => b[1] - b[0] - (a[1] - a[0]))
    .slice(0, MAX_REPORTED_RANGES)
    .sort((a, b) => a[0] - b[0]);
}

/**
 * When and what a lesson's player reports: the position and what was watched, at most every
 * 10 s while it plays, and at once on pause, seek, end and leave. A report that would say
 * nothing new is not sent. Pure: the media element's events come in, reports go out by `send`.
 */
export class ProgressReporter {
  private readonly tracker = new WatchTracker();
  private position = 0;
  private duration: number | null = null;
  private lastSentAt: number;
  /** What the server last heard (or is hearing), to skip reports that say nothing new. */
  private lastSent: string;

  constructor(
    private readonly send: SendReport,
    private readonly now: () => number = Date.now,
  ) {
    this.lastSentAt = now();
    this.lastSent = this.key();
  }

  /**
   * The position the server has (where the player resumes): repeating it is nothing new. Ignored
   * once the learner has moved (played or sought before it was known).
   */
  savedPosition(position: number): void {
    if (this.key() !== this.lastSent) return;
    this.position = position;
    this.lastSent = this.key();
  }

  durationKnown(duration: number): void {
    if (Number.isFinite(duration) && duration > 0) this.duration = duration;
  }

  /** `timeupdate`: what plays is watched; every 10 s of it is reported. */
  timeUpdate(time: number, seeking: boolean): void {
    this.tracker.timeUpdate(time, seeking);
    if (!seeking) this.position = time;
    if (this.now() - this.lastSentAt >= REPORT_INTERVAL_MS) this.flush(false);
  }

  /** `seeking`: the time skipped is not watched. */
  seeking(): void {
    this.tracker.seek();
  }

  /** `seeked`, `pause`, `ended`: the position at that moment, reported now. */
  settledAt(time: number): void {
    if (Number.isFinite(time)) this.position = time;
    this.flush(false);
  }

  /** Sends what is new, if anything. `leaving`: the tab is hidden or the page is going. */
  flush(leaving: boolean): void {
    const key = this.key();
    if (key === this.lastSent) return;
    this.lastSent = key;
    this.lastSentAt = this.now();
    void this.send(this.body(), leaving).then((reached) => {
      // Not heard: the next report sends it again (unless something newer went since).
      if (!reached && this.lastSent === key) this.lastSent = '';
    });
  }

  private body(): SaveLessonProgressBody {
    const body: SaveLessonProgressBody = {
      position: floor2(this.position),
      watched: capped(this.tracker.ranges()).map(([from, to]) => [floor2(from), floor2(to)]),
    };
    if (this.duration !== null) body.duration = floor2(this.duration);
    return body;
  }

  private key(): string {
    return JSON.stringify([Math.round(this.position), this.tracker.ranges()]);
  }
}
