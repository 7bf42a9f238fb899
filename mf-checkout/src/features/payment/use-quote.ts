import { notify } from '@academy/shared';
import { useCallback, useEffect, useState } from 'react';

import { messages } from '../../messages';
import type { AppliedCoupon } from '../coupon/api';
import { fetchQuote, type Quote } from './api';

/**
 * What the server will charge this learner for the course (its coupon included), for a learner
 * who has not paid; null while loading, for visitors, or when the quote could not be had.
 */
export function useQuote(courseId: number, enabled: boolean) {
  const [quote, setQuote] = useState<{ key: number; value: Quote } | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchQuote(courseId, controller.signal).then(
      (value) => setQuote({ key: courseId, value }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[checkout] could not load the price', error);
        notify.warning(messages.loadFailed);
      },
    );
    return () => controller.abort();
  }, [courseId, enabled, version]);

  /** A coupon the server accepted: its prices are what the server now charges. */
  const couponApplied = useCallback(
    (coupon: AppliedCoupon) =>
      setQuote({
        key: courseId,
        value: {
          currency: 'USD',
          amount: coupon.discounted_prices.cost_USD,
          coupon_title: coupon.coupon_title,
          prices: coupon.discounted_prices,
        },
      }),
    [courseId],
  );
  const refresh = useCallback(() => setVersion((v) => v + 1), []);

  return {
    quote: enabled && quote?.key === courseId ? quote.value : null,
    couponApplied,
    refresh,
  };
}
