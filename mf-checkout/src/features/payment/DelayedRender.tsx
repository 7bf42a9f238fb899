import { useEffect, useState, type ReactNode } from 'react';

/** Renders its children after `delayMs` (the spec's 1-second payment button delay). */
export function DelayedRender({ delayMs, children }: { delayMs: number; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return shown ? children : null;
}
