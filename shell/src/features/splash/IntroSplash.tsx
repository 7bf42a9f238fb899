import { useEffect, useState } from 'react';

import './splash.css';

/** The spec's intro splash lasts about 100 ms. */
export const SPLASH_DURATION_MS = 100;
export const INTRO_VIDEO_URL = '/intro/intro.webm';

function reducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A short intro video over the page at start. Purely decorative: hidden from assistive
 * technology, lets clicks through, muted, and skipped entirely for prefers-reduced-motion. The
 * page renders underneath at once, so the splash never delays content.
 */
export function IntroSplash({ durationMs = SPLASH_DURATION_MS }: { durationMs?: number }) {
  const [visible, setVisible] = useState(() => !reducedMotion());

  useEffect(() => {
    if (!visible) return undefined;
    const timer = window.setTimeout(() => setVisible(false), durationMs);
    return () => window.clearTimeout(timer);
  }, [visible, durationMs]);

  if (!visible) return null;
  return (
    <div className="intro-splash" aria-hidden="true" data-testid="intro-splash">
      <video
        className="intro-splash__video"
        src={INTRO_VIDEO_URL}
        muted
        autoPlay
        playsInline
        preload="auto"
        width={320}
        height={180}
        tabIndex={-1}
      />
    </div>
  );
}
