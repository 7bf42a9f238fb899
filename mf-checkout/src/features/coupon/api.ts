import type { AppliedCoupon, DiscountedPrices } from '@academy/contract';
import { apiClient, expectObject, useResourceCache, type Shape } from '@academy/shared';
import { useCallback } from 'react';

import { quoteKey } from '../payment/use-quote';

export type { AppliedCoupon };

const pricesShape: Shape<DiscountedPrices> = {
  cost_USD: 'number',
  cost_EGP: 'number',
  cost_SAR: 'number',
};

/**
 * POST /apply-coupon/: the server checks the coupon and remembers it for this learner and
 * course (create-payment charges it). The prices may come nested under a `coupon` key.
 */
export async function applyCoupon(
  courseId: number,
  userId: number,
  couponTitle: string,
): Promise<AppliedCoupon> {
  const { data } = await apiClient.post<unknown>('/apply-coupon/', {
    course_id: courseId,
    user_id: userId,
    coupon_title: couponTitle,
  });
  const body = (data ?? {}) as {
    coupon?: unknown;
    coupon_title?: unknown;
    discounted_prices?: unknown;
  };
  const nested = (body.coupon ?? {}) as { coupon_title?: unknown; discounted_prices?: unknown };
  const prices = expectObject(
    body.discounted_prices ?? nested.discounted_prices,
    pricesShape,
    'POST /apply-coupon/',
  );
  const title = body.coupon_title ?? nested.coupon_title;
  return {
    coupon_title: typeof title === 'string' ? title : couponTitle,
    discounted_prices: prices,
  };
}

/**
 * Applies a coupon, then fetches the course's quote again: what the server charges now comes
 * from the server (GET /payment-quote/{id}/), never rebuilt here.
 */
export function useApplyCoupon(courseId: number) {
  const resources = useResourceCache();
  return useCallback(
    async (userId: number, couponTitle: string) => {
      const applied = await applyCoupon(courseId, userId, couponTitle);
      resources.invalidate(quoteKey(courseId));
      return applied;
    },
    [resources, courseId],
  );
}
