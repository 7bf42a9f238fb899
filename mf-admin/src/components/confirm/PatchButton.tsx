import { notify } from '@academy/shared';

import type { AdminRecord, ResourceApi } from '../../lib/resource-api';
import { useSaveResource } from '../../lib/resource-queries';
import { serverProblemText } from '../../lib/server-problems';

interface PatchButtonProps<T extends AdminRecord, Body> {
  api: ResourceApi<T, Body>;
  record: T;
  /** The PATCH it sends ({handled: true}, {status: 'resolved'}). */
  change: Partial<Body>;
  label: string;
  /** Names the row too ('Mark handled: message of Ada'). */
  ariaLabel: string;
  /** The toast once saved, and the one if the API refuses. */
  done: string;
  failed: string;
  quiet?: boolean;
}

/** A row's one change, undone by the same button (nothing is lost: no confirmation). */
export function PatchButton<T extends AdminRecord, Body>({
  api,
  record,
  change,
  label,
  ariaLabel,
  done,
  failed,
  quiet = false,
}: PatchButtonProps<T, Body>) {
  const save = useSaveResource(api as ResourceApi<T, Partial<Body>>);
  async function patch() {
    try {
      await save.mutateAsync({ id: record.id, input: change });
      notify.success(done);
    } catch (error) {
      notify.error(serverProblemText(error, failed));
    }
  }
  return (
    <button
      type="button"
      className={quiet ? 'admin-button admin-button--quiet' : 'admin-button'}
      aria-label={ariaLabel}
      disabled={save.isPending}
      onClick={() => void patch()}
    >
      {label}
    </button>
  );
}
