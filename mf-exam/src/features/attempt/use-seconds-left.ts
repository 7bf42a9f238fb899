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
