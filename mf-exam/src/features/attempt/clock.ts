/**
 * The exam's clock is the server's (docs/design/exam-attempts.md#modes). Each Attempt answer
 * carries `deadline` and `server_time`; the time left then is their difference, counted down from
 * the moment the answer arrived on the page's monotonic clock (`performance.now()`), never the
 * device's wall clock: a device whose clock is wrong, or that changes it, counts the same time.
 * Pure functions, so the arithmetic is tested without timers.
 */

export interface ServerClock {
  /** When the answer arrived, on the monotonic clock (ms). */
  syncedAt: number;
  /** The exam's deadline on the monotonic clock (ms); null in practice mode. */
  deadlineAt: number | null;
  /** The end of a break under way on the monotonic clock (ms); null when none. */
  breakEndsAt: number | null;
}

export interface ClockFields {
  deadline: string | null;
  server_time: string;
  break: { ends_at: string } | null;
}

/** The attempt's deadline and break end, moved onto the monotonic clock read at `receivedAt`. */
export function syncClock(attempt: ClockFields, receivedAt: number): ServerClock {
  const server = Date.parse(attempt.server_time);
  const onMonotonic = (at: string | null) =>
    at === null ? null : receivedAt + (Date.parse(at) - server);
  return {
    syncedAt: receivedAt,
    deadlineAt: onMonotonic(attempt.deadline),
    breakEndsAt: onMonotonic(attempt.break?.ends_at ?? null),
  };
}

/** Whole seconds left until `endsAt` (ms on the monotonic clock), rounded up; never below 0. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** The minutes at which screen readers hear the time left (WCAG 2.2.1), and only then. */
export const ANNOUNCED_MINUTES = [10, 5, 1] as const;

/** The marks that also show a visible warning (the player's, until time runs out). */
export const WARNED_MINUTES = [5, 1] as const;

/**
 * The announcement due when the time left goes from `before` to `after` seconds: the smallest
 * mark crossed (10, 5 or 1 minutes), or null. A first reading (`before` null, e.g. on resume with
 * 7 minutes left) announces nothing: only a mark passed while the page watches is read out.
 */
export function minuteMarkCrossed(before: number | null, after: number): number | null {
  if (before === null || after >= before) return null;
  let crossed: number | null = null;
  for (const minutes of ANNOUNCED_MINUTES) {
    const mark = minutes * 60;
    if (before > mark && after <= mark) crossed = minutes;
  }
  return crossed;
}
