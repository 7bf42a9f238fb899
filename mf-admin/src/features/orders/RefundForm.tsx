import type { AdminOrder } from '@academy/contract';
import { formatMoney, useQueryClient } from '@academy/shared';
import { useId, useState, type FormEvent } from 'react';
import { number, object, string } from 'yup';

import { ordersApi } from './api';
import { ordersMessages as text } from './messages';
import { problemsOf, refundOrder } from './payments-api';

const refundSchema = (left: number) =>
  object({
    amount: number()
      .transform((value: number, original: unknown) => (original === '' ? undefined : value))
      .typeError(text.refundAmountInvalid)
      .moreThan(0, text.refundAmountInvalid)
      .max(left, text.refundAmountInvalid),
    reason: string()
      .trim()
      .required(text.refundReasonRequired)
      .min(3, text.refundReasonRequired)
      .max(500, text.refundReasonTooLong),
  });

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
  const id = useId();
  const left = Math.round((order.amount - order.refunded_amount) * 100) / 100;
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const valid = await refundSchema(left).validate({ amount, reason }, { abortEarly: false });
      setBusy(true);
      const refund = await refundOrder(order.id, {
        ...(valid.amount === undefined ? {} : { amount: valid.amount }),
        reason: valid.reason,
      });
      setProblems([]);
      onRefunded(text.refunded(formatMoney(refund.amount, refund.currency), refund.credit_note));
      await queryClient.invalidateQueries({ queryKey: ordersApi.keys.all });
    } catch (error) {
      const errors = (error as { errors?: string[] }).errors;
      setProblems(errors ?? (problemsOf(error).length ? problemsOf(error) : [text.refundFailed]));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="admin-form"
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-h`}
    >
      <h2 id={`${id}-h`}>{text.refundHeading(formatMoney(left, order.currency))}</h2>
      <label htmlFor={`${id}-amount`}>{text.refundAmount(order.currency)}</label>
      <input
        id={`${id}-amount`}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <label htmlFor={`${id}-reason`}>{text.refundReason}</label>
      <textarea id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value)} />
      <button type="submit" className="admin-button" disabled={busy}>
        {text.refundSubmit}
      </button>
      <div role="alert">
        {problems.map((problem) => (
          <p key={problem}>{problem}</p>
        ))}
      </div>
    </form>
  );
}
