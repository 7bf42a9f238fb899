import { notify, prefetchValidation, SubmitButton, useAuthStore } from '@academy/shared';
import { useId, useState, type FormEvent } from 'react';

import { useCheckoutMessages } from '../../messages';
import type { AppliedCoupon } from './api';
import { couponErrorMessage } from './coupon-errors';
import { checkCoupon } from './schema';
import { useApplyCoupon } from './use-apply-coupon';

export interface CouponBoxProps {
  courseId: number;
  /** Hears the server's answer; the quote on the page is fetched again by itself. */
  onApplied?(coupon: AppliedCoupon): void;
}

/** The coupon box: a logged-in learner applies a code; the server checks and remembers it. */
export function CouponBox({ courseId, onApplied }: CouponBoxProps) {
  const messages = useCheckoutMessages();
  const inputId = useId();
  const errorId = useId();
  const [title, setTitle] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const apply = useApplyCoupon(courseId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { isLoggedIn, user } = useAuthStore.getState();
    if (!isLoggedIn || !user) {
      notify.error(messages.couponNotLoggedIn);
      return;
    }
    let checked: Awaited<ReturnType<typeof checkCoupon>>;
    try {
      checked = await checkCoupon(title);
    } catch {
      checked = { problem: messages.couponInvalid };
    }
    if (checked.value === undefined) {
      setInvalid(checked.problem);
      return;
    }
    setInvalid(null);
    setBusy(true);
    try {
      const applied = await apply.mutateAsync({
        userId: user.user_id,
        couponTitle: checked.value.coupon_title,
      });
      notify.success(messages.couponApplied);
      onApplied?.(applied);
    } catch (error) {
      notify.error(couponErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="checkout__coupon" onSubmit={submit} onFocus={prefetchValidation} noValidate>
      <label htmlFor={inputId}>{messages.couponLabel}</label>
      <div className="checkout__coupon-row">
        <input
          id={inputId}
          name="coupon_title"
          value={title}
          autoComplete="off"
          maxLength={64}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        <SubmitButton busy={busy} busyLabel={messages.couponApplying}>
          {messages.couponApply}
        </SubmitButton>
      </div>
      {invalid && (
        <p id={errorId} className="checkout__field-error">
          {invalid}
        </p>
      )}
    </form>
  );
}
