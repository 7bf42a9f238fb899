import type { WatchedRange } from '@academy/contract';

/**
 * The longest step between two `timeupdate`s still read as playing on. Browsers fire it every
 * 15–250 ms while playing (up to ~1 s in a background tab, twice that at double speed); a larger
 * jump with no `seeking` event before it is a skip, and skipped time is not watched.
 */
export const MAX_PLAY_STEP_SECONDS = 3;

/** Ranges this close are one (float noise between a pause and the next play). */
const JOIN_GAP_SECONDS = 0.05;

/** The union of `ranges`, sorted, overlapping and touching ranges joined, empty ones dropped. */
export function mergeRanges(ranges: readonly WatchedRange[]): WatchedRange[] {
  const sorted = ranges.filter(([from, to]) => to > from).sort((a, b) => a[0] - b[0]);
  const merged: WatchedRange[] = [];
  for (const [from, to] of sorted) {
    const last = merged[merged.length - 1];
    if (last && from <= last[1] + JOIN_GAP_SECONDS) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/** The seconds `ranges` cover, overlaps counted once. */
export function watchedSeconds(ranges: readonly WatchedRange[]): number {
  return mergeRanges(ranges).reduce((sum, [from, to]) => sum + (to - from), 0);
}

/**
 * What a viewer actually watched, from the media element's events: `timeupdate`s that follow one
 * another grow the current span; a seek (or a jump no `seeking` announced) closes it, and the
 * next span starts where playback resumes, so skipped time never counts.
 */
export class WatchTracker {
  private closed: WatchedRange[] = [];
  private span: WatchedRange | null = null;

  /** A `timeupdate` at `time` (ignored while the element is seeking). */
  timeUpdate(time: number, seeking = false): void {
    if (seeking || !Number.isFinite(time)) return;
    const span = this.span;
    if (span && time >= span[1] && time - span[1] <= MAX_PLAY_STEP_SECONDS) {
      span[1] = time;
      return;
    }
    this.closeSpan();
    this.span = [time, time];
  }

  /** A `seeking`: what was playing stops here; where the seek lands is not watched yet. */
  seek(): void {
    this.closeSpan();
  }

  /** Everything watched so far, merged. */
  ranges(): WatchedRange[] {
    return mergeRanges(this.span ? [...this.closed, [...this.span]] : this.closed);
  }

  private closeSpan(): void {
    if (this.span) this.closed = mergeRanges([...this.closed, this.span]);
    this.span = null;
  }
}
