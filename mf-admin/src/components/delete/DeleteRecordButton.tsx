import type { ReactNode } from 'react';

import type { AdminRecord, ResourceApi } from '../../lib/resource-api';
import { useDeleteResource } from '../../lib/resource-queries';
import { ConfirmActionButton } from '../confirm/ConfirmActionButton';
import { removeMessages as text } from './messages';

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
  ...more
}: DeleteRecordButtonProps<T>) {
  const remove = useDeleteResource(api);
  return (
    <ConfirmActionButton
      label={text.button}
      ariaLabel={text.buttonLabel(name)}
      title={text.title(name)}
      body={text.body}
      confirmLabel={text.confirm}
      busyLabel={text.deleting}
      action={() => remove.mutateAsync(record.id)}
      doneMessage={text.deleted(name)}
      failedMessage={text.failed}
      danger
      {...more}
    />
  );
}
