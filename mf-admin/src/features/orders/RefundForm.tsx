import type { AdminOrder } from '@academy/contract';
import { REFUND_REASON } from '@academy/contract/rules';
import { formatMoney, useQueryClient } from '@academy/shared';

import { ActionForm } from '../../components/resource-form/ActionForm';
import { serverProblemText } from '../../lib/server-problems';
import { ordersApi } from './api';
import { ordersMessages as text } from './messages';
import { refundOrder } from './payments-api';

/**
 * A Paymob or Moyasar order's refund: all that is left, or part of it, with a reason. What was
 * refunded is said by the order's page (`onRefunded`): a full refund ends the form itself.
 */
export function RefundForm({
  order,
  onRefunded,
}: {
  order: AdminOrder;
  onRefunded: (said: string) => void;
}) {
  const queryClient = useQueryClient();
  const left = Math.round((order.amount - order.refunded_amount) * 100) / 100;
  return (
    <ActionForm
      title={text.refundHeading(formatMoney(left, order.currency))}
      className="admin-form"
      fields={[
        {
          name: 'amount',
          label: text.refundAmount(order.currency),
          inputMode: 'decimal',
          rule: (yup) =>
            yup
              .number()
              .transform((value: number, original: unknown) =>
                original === '' ? undefined : value,
              )
              .typeError(text.refundAmountInvalid)
              .moreThan(0, text.refundAmountInvalid)
              .max(left, text.refundAmountInvalid),
        },
        {
          name: 'reason',
          label: text.refundReason,
          input: 'multiline',
          rule: (yup) =>
            yup
              .string()
              .trim()
              .required(text.refundReasonRequired)
              .min(REFUND_REASON.min, text.refundReasonRequired)
              .max(REFUND_REASON.max, text.refundReasonTooLong(REFUND_REASON.max)),
        },
      ]}
      saidAs="alert"
      buttons={[{ label: text.refundSubmit }]}
      action={async ({ amount, reason }) => {
        const refund = await refundOrder(order.id, {
          ...(amount === undefined ? {} : { amount: Number(amount) }),
          reason: reason!,
        });
        onRefunded(text.refunded(formatMoney(refund.amount, refund.currency), refund.credit_note));
        await queryClient.invalidateQueries({ queryKey: ordersApi.keys.all });
        return undefined;
      }}
      failed={(error) => serverProblemText(error, text.refundFailed)}
    />
  );
}
