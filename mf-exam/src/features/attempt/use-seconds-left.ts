import { useEffect, useEffectEvent, useState } from 'react';

import { secondsLeft } from './clock';

/**
 * Seconds left until `endsAt` (ms on `performance.now()`'s monotonic clock), read afresh every
 * second (`syncedAt`: when the attempt was read): a skipped tick or a throttled tab never makes the time longer. `onExpire` runs at 0.
 */
export function useSecondsLeft(
  endsAt: number | null,
  syncedAt: number,
  onExpire?: () => void,
): number | null {
  const [now, setNow] = useState(() => performance.now());
  const expire = useEffectEvent(() => onExpire?.());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(performance.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  // A fresh read is counted from its arrival, not from the last tick before it.
  const left = endsAt === null ? null : secondsLeft(endsAt, Math.max(now, syncedAt));
  const expired = left === 0;
  useEffect(() => {
    if (expired) expire();
  }, [expired, endsAt]);
  return left;
}

/**
 * Whether `endsAt` has passed, checked every second like useSecondsLeft, but a state that changes
 * once, at 0: the player reads it without re-rendering each second (the countdown ticks in its own
 * small component), so a tap never waits behind a whole player's render (docs/performance.md).
 * `onExpire` runs at 0.
 */
export function useExpired(
  endsAt: number | null,
  syncedAt: number,
  onExpire?: () => void,
): boolean {
  const [now, setNow] = useState(() => performance.now());
  const expire = useEffectEvent(() => onExpire?.());
  const endedAt = (at: number) =>
    endsAt !== null && secondsLeft(endsAt, Math.max(at, syncedAt)) === 0;

  useEffect(() => {
    // The time is kept (a render) only once it reaches the end; the ticks before change nothing.
    const timer = window.setInterval(() => {
      const at = performance.now();
      if (endsAt !== null && secondsLeft(endsAt, Math.max(at, syncedAt)) === 0) {
        setNow(at);
        window.clearInterval(timer);
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt, syncedAt]);

  const expired = endedAt(now);
  useEffect(() => {
    if (expired) expire();
  }, [expired, endsAt]);
  return expired;
}
