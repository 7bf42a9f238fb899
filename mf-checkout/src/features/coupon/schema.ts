import { yup } from '@academy/shared';

import { messages } from '../../messages';

export const couponSchema = yup.object({
  coupon_title: yup
    .string()
    .trim()
    .required(messages.couponRequired)
    .max(64, messages.couponTooLong),
});
