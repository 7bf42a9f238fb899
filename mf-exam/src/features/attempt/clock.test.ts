import { minuteMarkCrossed, secondsLeft, syncClock } from './clock';

const attempt = (over: Partial<Parameters<typeof syncClock>[0]> = {}) => ({
  server_time: '2026-11-23T10:00:00.000Z',
  deadline: '2026-11-23T11:30:00.000Z',
  break: null,
  ...over,
});

describe('the countdown follows the server clock, not the device clock', () => {
  test('the time left is deadline − server_time, counted from the answer on the monotonic clock', () => {
    const clock = syncClock(attempt(), 5_000);
    expect(clock.deadlineAt).toBe(5_000 + 90 * 60_000);
    expect(secondsLeft(clock.deadlineAt!, 5_000)).toBe(5400);
    expect(secondsLeft(clock.deadlineAt!, 5_000 + 61_500)).toBe(5400 - 61);
  });

  test("a device clock hours off changes nothing: only the server's two times are compared", () => {
    const realNow = Date.now;
    Date.now = () => Date.parse('1999-01-01T00:00:00Z');
    try {
      expect(syncClock(attempt(), 0).deadlineAt).toBe(90 * 60_000);
    } finally {
      Date.now = realNow;
    }
  });

  test('a re-read after a sleep resets the count: the new answer alone counts', () => {
    // Read at t=0 with 90 min left; the laptop sleeps (performance.now() paused at 10 s) while
    // 30 min pass on the server. The re-read on visibilitychange gives the true time left.
    const before = syncClock(attempt(), 0);
    expect(secondsLeft(before.deadlineAt!, 10_000)).toBe(5390);
    const after = syncClock(attempt({ server_time: '2026-11-23T10:30:00.000Z' }), 10_000);
    expect(secondsLeft(after.deadlineAt!, 10_000)).toBe(3600);
  });

  test('never below zero; rounded up to whole seconds', () => {
    expect(secondsLeft(1000, 5000)).toBe(0);
    expect(secondsLeft(1001, 0)).toBe(2);
  });

  test('practice mode has no deadline; a break has its own end', () => {
    expect(syncClock(attempt({ deadline: null }), 0).deadlineAt).toBeNull();
    const clock = syncClock(attempt({ break: { ends_at: '2026-11-23T10:10:00.000Z' } }), 100);
    expect(clock.breakEndsAt).toBe(100 + 600_000);
  });
});

describe('screen readers hear the time left at 10, 5 and 1 minutes only', () => {
  test.each([
    [601, 600, 10],
    [620, 590, 10],
    [301, 300, 5],
    [61, 60, 1],
    [61, 59, 1],
    // A long gap (a sleeping tab) crossing several marks announces the last one only.
    [700, 30, 1],
  ])('%i s → %i s announces %i minutes', (before, after, minutes) => {
    expect(minuteMarkCrossed(before, after)).toBe(minutes);
  });

  test.each([
    [null, 600],
    [600, 599],
    [599, 420],
    [300, 300],
    [30, 29],
    [100, 200],
  ])('%p s → %i s announces nothing', (before, after) => {
    expect(minuteMarkCrossed(before, after)).toBeNull();
  });
});
