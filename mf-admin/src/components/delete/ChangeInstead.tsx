import { notify } from '@academy/shared';
import { useState } from 'react';

import type { AdminRecord, ResourceApi } from '../../lib/resource-api';
import { useSaveResource } from '../../lib/resource-queries';
import { serverProblemText } from '../../lib/server-problems';
import { formMessages } from '../resource-form/messages';

interface ChangeInsteadProps<T extends AdminRecord, Body> {
  api: ResourceApi<T, Body>;
  record: T;
  /** The PATCH offered instead ({archived: true}, {active: false}). */
  change: Partial<Body>;
  /** Said instead of the button when the record is so already. */
  already: string | null;
  label: string;
  toast: string;
  close: () => void;
}

/**
 * Offered beside a refused delete (learners own the course, orders used the coupon): one change
 * that takes the record out of use instead, toasted, with the dialog closed once it is saved.
 */
export function ChangeInstead<T extends AdminRecord, Body>({
  api,
  record,
  change,
  already,
  label,
  toast,
  close,
}: ChangeInsteadProps<T, Body>) {
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveResource(api as ResourceApi<T, Partial<Body>>);
  if (already) return <p>{already}</p>;
  return (
    <div className="admin-dialog__offer">
      <button
        type="button"
        className="admin-button"
        disabled={save.isPending}
        onClick={() =>
          save.mutate(
            { id: record.id, input: change },
            {
              onSuccess: () => {
                notify.success(toast);
                close();
              },
              onError: (error) => setProblem(serverProblemText(error, formMessages.saveFailed)),
            },
          )
        }
      >
        {label}
      </button>
      {problem && <p role="alert">{problem}</p>}
    </div>
  );
}
