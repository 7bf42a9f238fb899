import type { AppliedCoupon, DiscountedPrices } from '@academy/contract';
import { apiClient, expectObject, type Shape } from '@academy/shared';

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
