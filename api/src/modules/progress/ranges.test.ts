import {
  coveredSeconds,
  creditedSeconds,
  isWatchedEnough,
  JOIN_GAP_SECONDS,
  mergeRanges,
  watchedRatio,
} from './ranges';

describe('mergeRanges', () => {
  test('joins overlapping and touching ranges into one, in order', () => {
    expect(
      mergeRanges(
        [
          [20, 30],
          [0, 10],
          [5, 12],
          [12, 15],
        ],
        null,
      ),
    ).toEqual([
      [0, 15],
      [20, 30],
    ]);
  });

  test('skipping ahead does not count: the part jumped over stays unwatched', () => {
    // Watched 0–10 s, then jumped to 50 s and watched to 60 s.
    const watched = mergeRanges(
      [
        [0, 10],
        [50, 60],
      ],
      100,
    );
    expect(watched).toEqual([
      [0, 10],
      [50, 60],
    ]);
    expect(coveredSeconds(watched)).toBe(20);
  });

  test('watching the same part again counts once', () => {
    const watched = mergeRanges(
      [
        [0, 30],
        [10, 20],
        [0, 30],
      ],
      100,
    );
    expect(coveredSeconds(watched)).toBe(30);
  });

  test('closes gaps no longer than the players’ report granularity, not more', () => {
    expect(
      mergeRanges(
        [
          [0, 10],
          [10 + JOIN_GAP_SECONDS, 20],
        ],
        null,
      ),
    ).toEqual([[0, 20]]);
    expect(
      mergeRanges(
        [
          [0, 10],
          [10 + JOIN_GAP_SECONDS + 0.1, 20],
        ],
        null,
      ),
    ).toHaveLength(2);
  });

  test('clamps to the length; drops empty, inverted, negative and non-finite ranges', () => {
    expect(
      mergeRanges(
        [
          [55, 61],
          [70, 80],
          [5, 5],
          [9, 3],
          [-4, 2],
          [Number.NaN, 4],
          [1, Number.POSITIVE_INFINITY],
        ],
        60,
      ),
    ).toEqual([[55, 60]]);
  });

  test('keeps milliseconds', () => {
    expect(mergeRanges([[0.12345, 1.98765]], null)).toEqual([[0.123, 1.988]]);
  });
});

describe('the completion rule', () => {
  test('90 % of the length watched completes a lesson; less does not', () => {
    expect(isWatchedEnough(90, 100)).toBe(true);
    expect(isWatchedEnough(89.9, 100)).toBe(false);
    expect(isWatchedEnough(3.6, 4)).toBe(true);
  });

  test('nothing completes while the length is unknown', () => {
    expect(isWatchedEnough(1000, null)).toBe(false);
    expect(watchedRatio(1000, null)).toBe(0);
  });

  test('the ratio is the share watched, at most 1', () => {
    expect(watchedRatio(25, 100)).toBe(0.25);
    expect(watchedRatio(120, 100)).toBe(1);
  });
});

describe('watching counts no faster than real time', () => {
  test('at most twice the time since the first report, plus 30 s of slack', () => {
    expect(creditedSeconds(3600, 0)).toBe(30);
    expect(creditedSeconds(3600, 600)).toBe(1230);
    expect(creditedSeconds(100, 600)).toBe(100);
    // A clock that went back is no time at all.
    expect(creditedSeconds(100, -60)).toBe(30);
  });

  test('a one-hour lecture reported whole at once completes only after ~27 min of real time', () => {
    expect(isWatchedEnough(creditedSeconds(3600, 0), 3600)).toBe(false);
    expect(isWatchedEnough(creditedSeconds(3600, 1604), 3600)).toBe(false);
    expect(isWatchedEnough(creditedSeconds(3600, 1605), 3600)).toBe(true);
  });
});
