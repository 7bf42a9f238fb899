/**
 * Watched ranges of a video, `[from, to]` in seconds. The server keeps their union: watching a
 * part twice counts once, and skipping ahead adds nothing (only what was played is sent).
 */
export type WatchedRange = readonly [number, number];

/**
 * Gaps this short between two ranges are closed: a player reports what it played at the
 * granularity of its `timeupdate` events (about 250 ms), so two saves of one continuous viewing
 * may leave a sliver between them that nobody skipped.
 */
export const JOIN_GAP_SECONDS = 0.5;

/** Kept to the millisecond: enough for any player, and the stored lists stay small. */
const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * The union of `ranges` as a sorted list of disjoint ranges, each clamped to [0, `length`]
 * (`length` null: not known, no upper clamp). Empty ranges are dropped; ranges that overlap,
 * touch or lie within JOIN_GAP_SECONDS of each other are joined. The caller has refused inverted
 * and negative ranges already; any left here are dropped rather than trusted.
 */
export function mergeRanges(
  ranges: Iterable<WatchedRange>,
  length: number | null,
): [number, number][] {
  const clamped: [number, number][] = [];
  for (const [from, to] of ranges) {
    if (!Number.isFinite(from) || !Number.isFinite(to) || from < 0 || to < from) continue;
    const start = round(from);
    const end = round(length === null ? to : Math.min(to, length));
    if (end > start) clamped.push([start, end]);
  }
  clamped.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const [from, to] of clamped) {
    const last = merged[merged.length - 1];
    if (last && from - last[1] <= JOIN_GAP_SECONDS) {
      last[1] = Math.max(last[1], to);
    } else {
      merged.push([from, to]);
    }
  }
  return merged;
}

/** The seconds the ranges cover (they are disjoint, as mergeRanges gives them). */
export function coveredSeconds(ranges: readonly WatchedRange[]): number {
  return round(ranges.reduce((sum, [from, to]) => sum + (to - from), 0));
}

/**
 * A lesson is complete once this share of its length has been watched
 * (docs/design/progress.md#progress).
 */
export const COMPLETE_RATIO = 0.9;

/** The share of the lesson watched, 0 to 1; 0 while its length is not known. */
export function watchedRatio(watchedSeconds: number, length: number | null): number {
  if (length === null || length <= 0) return 0;
  return Math.min(1, watchedSeconds / length);
}

/**
 * Whether this much watched completes the lesson (docs/design/progress.md#progress: 90 % of its
 * length).
 */
export function isWatchedEnough(watchedSeconds: number, length: number | null): boolean {
  return length !== null && length > 0 && watchedSeconds >= COMPLETE_RATIO * length - 1e-9;
}

/**
 * The player's fastest speed (the browser's own speed menu stops at 2×): no one watches a lecture
 * faster than this, so a learner's ranges cannot honestly cover more than this many seconds of it
 * per second of real time since their first report.
 */
export const FASTEST_PLAYBACK_RATE = 2;

/** Slack for the first report (it comes up to 10 s after play) and for clocks and late saves. */
export const REAL_TIME_GRACE_SECONDS = 30;

/**
 * The watched seconds that count towards completion: what the ranges cover, but never more than
 * could have been played since the first report. Ranges are the client's word; time is the
 * server's, so a forged `[[0, length]]` sent at once completes nothing (it counts once enough real
 * time has passed, at the next save).
 */
export function creditedSeconds(watchedSeconds: number, secondsSinceFirstReport: number): number {
  const playable =
    Math.max(0, secondsSinceFirstReport) * FASTEST_PLAYBACK_RATE + REAL_TIME_GRACE_SECONDS;
  return Math.min(watchedSeconds, playable);
}

/**
 * The most a learner's watching clock holds (docs/design/progress.md#progress): time away from
 * the lectures earns at most an hour of lecture at once, not a day's.
 */
export const MAX_ALLOWANCE_SECONDS = 3600;

/** A learner's watching clock: lecture seconds they may still be credited, as of `at`. */
export interface WatchClock {
  allowance: number;
  at: Date;
}

/** A learner's first report: the clock starts with the first report's slack. */
export const newWatchClock = (now: Date): WatchClock => ({
  allowance: REAL_TIME_GRACE_SECONDS,
  at: now,
});

/**
 * One clock per learner, across all their lessons and tabs: it gains FASTEST_PLAYBACK_RATE
 * seconds of lecture per second of real time (up to MAX_ALLOWANCE_SECONDS) and each lesson's
 * newly watched seconds are credited from it, so lectures played side by side count no faster
 * than one after the other. `claimed`: the watched seconds the lesson asks to have counted beyond
 * what it has. Answers the seconds credited now and the clock left.
 */
export function creditFromClock(
  clock: WatchClock,
  claimed: number,
  now: Date,
): { credited: number; clock: WatchClock } {
  const gained = Math.max(0, (now.getTime() - clock.at.getTime()) / 1000) * FASTEST_PLAYBACK_RATE;
  const allowance = Math.min(MAX_ALLOWANCE_SECONDS, clock.allowance + gained);
  const credited = Math.min(Math.max(0, claimed), allowance);
  return { credited, clock: { allowance: allowance - credited, at: now } };
}
