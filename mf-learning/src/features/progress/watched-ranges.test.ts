import { mergeRanges, WatchTracker, watchedSeconds } from './watched-ranges';

describe('mergeRanges', () => {
  it('joins overlapping and touching ranges, in order, and drops empty ones', () => {
    expect(
      mergeRanges([
        [30, 40],
        [0, 10],
        [5, 12],
        [12, 15],
        [20, 20],
        [35, 50],
      ]),
    ).toEqual([
      [0, 15],
      [30, 50],
    ]);
  });

  it('keeps ranges apart when there is a gap, and leaves its input alone', () => {
    const input: [number, number][] = [
      [10, 20],
      [0, 5],
    ];
    expect(mergeRanges(input)).toEqual([
      [0, 5],
      [10, 20],
    ]);
    expect(input).toEqual([
      [10, 20],
      [0, 5],
    ]);
  });

  it('counts overlapping seconds once', () => {
    expect(
      watchedSeconds([
        [0, 10],
        [5, 15],
        [20, 25],
      ]),
    ).toBe(20);
  });
});

/** Plays from `from` to `to` in timeupdate steps of 0.25 s. */
function play(tracker: WatchTracker, from: number, to: number) {
  for (let time = from; time <= to; time += 0.25) tracker.timeUpdate(time);
}

describe('WatchTracker', () => {
  it('grows one range while the video plays on, across a pause', () => {
    const tracker = new WatchTracker();
    play(tracker, 0, 8);
    // Paused at 8: nothing fires; play again from 8.
    play(tracker, 8, 12);
    expect(tracker.ranges()).toEqual([[0, 12]]);
  });

  it('does not count what a seek skips, nor the seek itself', () => {
    const tracker = new WatchTracker();
    play(tracker, 0, 5);
    tracker.seek();
    tracker.timeUpdate(5.5, true); // fired while seeking: ignored
    play(tracker, 60, 70); // resumed where the seek landed
    expect(tracker.ranges()).toEqual([
      [0, 5],
      [60, 70],
    ]);
    expect(watchedSeconds(tracker.ranges())).toBe(15);
  });

  it('reads a jump with no seeking event as a skip', () => {
    const tracker = new WatchTracker();
    play(tracker, 0, 4);
    play(tracker, 40, 42);
    expect(tracker.ranges()).toEqual([
      [0, 4],
      [40, 42],
    ]);
  });

  it('merges a part watched again with what was watched before', () => {
    const tracker = new WatchTracker();
    play(tracker, 0, 10);
    tracker.seek();
    play(tracker, 5, 20);
    expect(tracker.ranges()).toEqual([[0, 20]]);
  });

  it('starts afresh after a seek backwards, without losing the later part', () => {
    const tracker = new WatchTracker();
    play(tracker, 30, 40);
    play(tracker, 2, 4); // jumped back with no seeking event
    expect(tracker.ranges()).toEqual([
      [2, 4],
      [30, 40],
    ]);
  });

  it('has nothing watched before the first second plays', () => {
    const tracker = new WatchTracker();
    expect(tracker.ranges()).toEqual([]);
    tracker.timeUpdate(12);
    expect(tracker.ranges()).toEqual([]);
    tracker.timeUpdate(Number.NaN);
    expect(tracker.ranges()).toEqual([]);
  });
});
