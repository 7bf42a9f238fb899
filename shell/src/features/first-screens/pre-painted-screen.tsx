import { useEffect, type ReactNode } from 'react';

// The first screen index.html's inline script painted from its first answer (/Blog's first cards,
// a checkout's picture and name: public/first-answers.cjs). The app's first render replaces
// index.html's frame; the painted screen is kept and shown where the route's remote will appear
// until it has, so the visitor never sees it give way to a spinner and back.
let prePainted: HTMLElement | null = null;

/**
 * Before the first render: keeps hold of the painted screen (if any). It stays where it is, on
 * screen, while the first render runs in slices; the commit moves it into the route's loading
 * state in one step, so no frame is ever painted without it.
 */
export function keepPrePaintedScreen(container: HTMLElement): void {
  prePainted = container.querySelector<HTMLElement>('[data-pre-painted]');
}

/**
 * A remote's loading state: the pre-painted screen while the first remote loads, `children` (its
 * spinner) otherwise. Once that remote has arrived the painted screen is gone for good.
 */
export function PrePaintedOr({ children }: { children: ReactNode }) {
  const painted = prePainted;
  useEffect(
    () => () => {
      // The remote has replaced it: later loads show their own loading state.
      if (prePainted === painted) prePainted = null;
    },
    [painted],
  );
  if (!painted) return children;
  return (
    <div
      className="pre-painted-host"
      ref={(host) => {
        if (host && painted.parentNode !== host) host.replaceChildren(painted);
      }}
    />
  );
}
