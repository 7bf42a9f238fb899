import { useEffect, useEffectEvent, useState } from 'react';

/**
 * Seconds left of `totalSeconds`, counted down once a second from the moment the component
 * mounts. The time left is read from the clock at each tick (not decremented), so a throttled
 * background tab or a skipped tick never makes the exam longer. `onExpire` runs once, at 0.
 */
export function useCountdown(totalSeconds: number, onExpire?: () => void): number {
  const [remaining, setRemaining] = useState(totalSeconds);
  const expire = useEffectEvent(() => onExpire?.());

  useEffect(() => {
    const endsAt = Date.now() + totalSeconds * 1000;
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        window.clearInterval(timer);
        expire();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [totalSeconds]);

  return remaining;
}
