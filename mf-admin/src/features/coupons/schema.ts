import { COUPON_LIMITS } from '@academy/contract/rules';

import { isLocalDateTime } from '../../lib/local-date-time';
import type { SchemaFactory, Yup } from '../../lib/validate-fields';
import type { CouponValues } from './api';
import { couponsMessages } from './messages';

const {
  title: COUPON_TITLE_MAX,
  percentMax: PERCENT_MAX,
  amountMax: AMOUNT_MAX,
  amountPattern: AMOUNT,
  wholePattern: WHOLE,
} = COUPON_LIMITS;
const text = couponsMessages;

/** Required, and a number, when the coupon gives this kind of discount; ignored otherwise. */
function discountField(yup: Yup, kind: 'percent' | 'amount', label: string) {
  return yup
    .string()
    .default('')
    .when('discount_kind', {
      is: kind,
      then: (field) =>
        field
          .trim()
          .required(text.discountRequired(label))
          .matches(AMOUNT, text.amountInvalid(label))
          .test(
            'range',
            kind === 'percent' ? text.percentRange : text.amountRange(label),
            (value) =>
              !AMOUNT.test(value) ||
              (kind === 'percent'
                ? Number(value) > 0 && Number(value) <= PERCENT_MAX
                : Number(value) <= AMOUNT_MAX),
          ),
    });
}

export const couponSchema: SchemaFactory<CouponValues> = (yup) =>
  yup.object({
    title: yup
      .string()
      .trim()
      .required(text.titleRequired)
      .max(COUPON_TITLE_MAX, text.titleTooLong(COUPON_TITLE_MAX)),
    discount_kind: yup.string().oneOf(['percent', 'amount']).required(),
    percent_off: discountField(yup, 'percent', text.percentOff),
    amount_off_usd: discountField(yup, 'amount', text.amountUsd),
    amount_off_le: discountField(yup, 'amount', text.amountLe),
    amount_off_sr: discountField(yup, 'amount', text.amountSr),
    course: yup.string().default(''),
    expires_at: yup
      .string()
      .default('')
      .test('date', text.expiryInvalid, (value) => !value || isLocalDateTime(value)),
    usage_limit: yup
      .string()
      .trim()
      .default('')
      .test(
        'whole',
        text.usageLimitInvalid,
        (value) => !value || (WHOLE.test(value) && Number(value) <= AMOUNT_MAX),
      ),
    active: yup.string().oneOf(['true', 'false']).default('true'),
  });
