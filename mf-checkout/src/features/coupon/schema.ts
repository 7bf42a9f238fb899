import { loadValidation } from '@academy/shared';

import { checkoutCatalogue } from '../../messages';

/** The coupon box's rule; yup is loaded with it, on first use (not on the first screen). */
export async function loadCouponSchema() {
  const { yup } = await loadValidation();
  return yup.object({
    coupon_title: yup
      .string()
      .trim()
      .required(checkoutCatalogue.current().couponRequired)
      .max(64, checkoutCatalogue.current().couponTooLong),
  });
}

/** The trimmed code, or the message of the rule it breaks. */
export async function checkCoupon(title: string) {
  const [{ firstValidationProblem }, schema] = await Promise.all([
    loadValidation(),
    loadCouponSchema(),
  ]);
  return firstValidationProblem(schema, { coupon_title: title });
}
