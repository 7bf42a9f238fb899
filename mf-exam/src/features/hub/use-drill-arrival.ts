import type { MyLearning } from '@academy/contract';
import { queryOptions, useQuery } from '@academy/shared';
import { useEffect, useRef } from 'react';

import { fetchWeakestDomain } from './api';

/** The learner's weakest domain, asked afresh on each arrival (gcTime 0: history moves on). */
export const weakestDomainQuery = queryOptions({
  queryKey: ['exam', 'weakest-domain'],
  queryFn: ({ signal }) => fetchWeakestDomain(signal),
  gcTime: 0,
  meta: {
    onError: (error: unknown) => console.error('[exam] could not load the weakest domain', error),
  },
});

/**
 * A learner sent from My learning's "Practise this domain" (`?drill`): the drill's start button,
 * scrolled to and focused, and the domain it will practise when it is the category's (null until
 * known, or when My learning's weakest domain is another category's). Nothing is started: a link
 * followed must not create an attempt.
 */
export function useDrillArrival(category: string, requested: boolean) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { data } = useQuery({ ...weakestDomainQuery, enabled: requested });
  useEffect(() => {
    if (!requested) return undefined;
    // After the shell's scroll to the top of a new page (a parent's effect, run after this one).
    const timer = window.setTimeout(() => {
      const target = buttonRef.current;
      if (!target) return;
      // jsdom (tests) has no scrollIntoView.
      if (typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'center' });
      target.focus({ preventScroll: true });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [requested]);
  // `?.`: an API from before the weakest domain carried its category names none.
  const weakest: MyLearning['weakest_domain'] =
    requested && data && data.category?.toLowerCase() === category.toLowerCase() ? data : null;
  return { buttonRef, weakest };
}
