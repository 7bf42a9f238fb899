import { useEffect } from 'react';
import { useLocation, useNavigationType } from '@academy/shared';

/**
 * How long a section keeps its place while content above it (remotes, images) is still loading:
 * long enough for a slow phone (remotes arriving after 2 s lost the place), and it ends at the
 * visitor's first scroll, click, touch or key anyway.
 */
export const HOLD_POSITION_MS = 8000;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

function scrollTo(element: HTMLElement, smooth: boolean): void {
  // jsdom (tests) has no scrollIntoView.
  if (typeof element.scrollIntoView === 'function') {
    element.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  }
}

/**
 * Scrolls to the element named by `hash` ('#courses'), moves focus there for keyboard and
 * screen-reader users, then keeps it in view for a moment while content above it grows (the home
 * sections are filled by remotes that load after the shell). Stops as soon as the user scrolls,
 * clicks, touches or types. Returns a cleanup.
 */
export function scrollToHashTarget(hash: string, holdMs = HOLD_POSITION_MS): () => void {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return () => undefined;
  }
  const target = id ? document.getElementById(id) : null;
  if (!target) return () => undefined;

  scrollTo(target, !prefersReducedMotion());
  // Sections carry tabIndex={-1}; focus without a second, instant jump.
  if (target.hasAttribute('tabindex')) target.focus({ preventScroll: true });

  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const userEvents = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  const observer = new ResizeObserver(() => scrollTo(target, false));
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of userEvents) window.removeEventListener(type, stop);
  };
  observer.observe(document.body);
  for (const type of userEvents) window.addEventListener(type, stop, { passive: true });
  const timer = window.setTimeout(stop, holdMs);
  return stop;
}

/**
 * react-router does not scroll to `#hash` targets (the data routers' ScrollRestoration aside), so
 * the shell does: on every navigation (location.key changes even when the same link is clicked
 * twice) it scrolls to the hash target, or to the top of a new page. Back/forward (POP) without a
 * hash is left to the browser's own scroll restoration.
 */
export function useScrollToHash(): void {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (hash) return scrollToHashTarget(hash);
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0 });
    return undefined;
  }, [pathname, hash, key, navigationType]);
}
