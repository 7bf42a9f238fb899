import { useEffect, useState, type RefObject } from 'react';

import { whenLayoutSettles } from './when-layout-settles';

/** Whether any part of the element lies inside the viewport. */
function inViewport(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
}

/**
 * True once the visitor has come near the element (and from then on). Lets the home page put off
 * what sits below the fold until the visitor heads for it.
 *
 * The first screen's own layout must not count: while Home's sections above fill in (a spinner,
 * then skeletons, then cards) the element passes through places it will not keep, some within
 * the look-ahead margin (the instructors' carousel once loaded early this way). So the element is near in two cases only:
 * - the page is scrolled (by the visitor, an anchor link, a restored position) and the element
 *   is within `margin` of the viewport;
 * - the layout has settled and the element shows in the viewport (a screen tall enough to show it
 *   without scrolling).
 * Without IntersectionObserver (old browsers, jsdom) everything counts as near.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '150px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    let withinMargin = false;
    const checkScrolled = () => {
      if (withinMargin && window.scrollY > 0) setNear(true);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        withinMargin = entries.at(-1)?.isIntersecting ?? withinMargin;
        checkScrolled();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    // A scroll within the margin moves no boundary the observer reports: listen to it as well.
    window.addEventListener('scroll', checkScrolled, { passive: true });
    const stopWaiting = whenLayoutSettles(() => {
      if (inViewport(element)) setNear(true);
    });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', checkScrolled);
      stopWaiting();
    };
  }, [ref, margin, near]);

  return near;
}
