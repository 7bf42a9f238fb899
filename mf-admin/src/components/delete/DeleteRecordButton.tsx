import { Dialog, notify } from '@academy/shared';
import { useState, type ReactNode } from 'react';

import type { AdminRecord } from '../../lib/resource-api';
import type { ResourceApi } from '../../lib/resource-api';
import { useDeleteResource } from '../../lib/resource-queries';
import { serverProblemText } from '../../lib/server-problems';
import { removeMessages } from './messages';

interface DeleteRecordButtonProps<T extends AdminRecord> {
  api: ResourceApi<T, never>;
  record: T;
  /** How the record is called in the question and the toast. */
  name: string;
  /** What to offer beside a refusal (a course learners own: Archive it instead). */
  refusalActions?: (close: () => void) => ReactNode;
  /** What goes with it, said before "This cannot be undone." (a bank's questions). */
  consequence?: string;
}

/**
 * Delete, after a confirmation. A refusal (a category still used by courses) is said in the
 * dialog, with the server's own message; a deletion is toasted and the lists fetched again.
 */
export function DeleteRecordButton<T extends AdminRecord>({
  api,
  record,
  name,
  refusalActions,
  consequence,
}: DeleteRecordButtonProps<T>) {
  const text = removeMessages;
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useDeleteResource(api);

  const close = () => {
    setAsking(false);
    setRefusal(null);
  };

  async function confirm() {
    if (remove.isPending) return;
    setRefusal(null);
    try {
      await remove.mutateAsync(record.id);
      notify.success(text.deleted(name));
      setAsking(false);
    } catch (error) {
      setRefusal(serverProblemText(error, text.failed));
    }
  }

  return (
    <>
      <button
        type="button"
        className="admin-button admin-button--danger"
        aria-label={text.buttonLabel(name)}
        onClick={() => setAsking(true)}
      >
        {text.button}
      </button>
      {asking && (
        <Dialog
          title={text.title(name)}
          role="alertdialog"
          onClose={close}
          actions={
            <>
              <button
                type="button"
                className="admin-button admin-button--quiet"
                data-autofocus
                onClick={close}
              >
                {text.cancel}
              </button>
              <button
                type="button"
                className="admin-button admin-button--danger"
                disabled={remove.isPending}
                onClick={() => void confirm()}
              >
                {remove.isPending ? text.deleting : text.confirm}
              </button>
            </>
          }
        >
          {consequence && <p>{consequence}</p>}
          <p>{text.body}</p>
          {refusal && (
            <p className="admin-dialog__refusal" role="alert">
              {refusal}
            </p>
          )}
          {refusal && refusalActions?.(close)}
        </Dialog>
      )}
    </>
  );
}
