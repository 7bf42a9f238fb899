import { notify, useMutation, useQueryClient } from '@academy/shared';
import { useState } from 'react';

import { formMessages } from '../../components/resource-form/messages';
import type { AdminCoupon } from '@academy/contract';
import { serverProblemText } from '../../lib/server-problems';
import { couponBodyApi } from './api';
import { couponsMessages } from './messages';

const text = couponsMessages;

/** Offered when orders used the coupon (the API keeps it, 409): stop it working instead. */
export function DeactivateInstead({ coupon, close }: { coupon: AdminCoupon; close: () => void }) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const deactivate = useMutation({
    mutationFn: () => couponBodyApi.update(coupon.id, { active: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponBodyApi.keys.all }),
  });
  if (!coupon.active) return <p>{text.alreadyInactive}</p>;
  return (
    <div className="admin-dialog__offer">
      <button
        type="button"
        className="admin-button"
        disabled={deactivate.isPending}
        onClick={() =>
          deactivate.mutate(undefined, {
            onSuccess: () => {
              notify.success(text.deactivatedToast(coupon.title));
              close();
            },
            onError: (error) => setProblem(serverProblemText(error, formMessages.saveFailed)),
          })
        }
      >
        {text.deactivateInstead}
      </button>
      {problem && <p role="alert">{problem}</p>}
    </div>
  );
}
