import { notify } from '@academy/shared';
import { useCallback } from 'react';

import type { AdminRecord } from '../../lib/resource-api';
import type { ResourceApi } from '../../lib/resource-api';
import { useSaveResource } from '../../lib/resource-queries';
import { serverProblems } from '../../lib/server-problems';

/**
 * Attaches an upload to a record's media field, or detaches it (null), by a PATCH of that field
 * alone; the record and its lists are fetched again. A refusal (400: not a video; 404...) comes
 * back as its text for the field, success as a toast.
 */
export function useMediaAttachment<T extends AdminRecord, Body>(
  api: ResourceApi<T, Body>,
  recordId: number,
  field: Extract<keyof Body, string>,
  toasts: { attached: string; removed: string },
) {
  const { mutateAsync: save } = useSaveResource(api as ResourceApi<T, Partial<Body>>);
  const patch = useCallback(
    (value: string | null) =>
      save({ id: recordId, input: { [field]: value } as unknown as Partial<Body> }),
    [save, recordId, field],
  );

  const write = useCallback(
    async (value: string | null): Promise<string | null> => {
      try {
        await patch(value);
        notify.success(value === null ? toasts.removed : toasts.attached);
        return null;
      } catch (error) {
        const problems = serverProblems(error, [field]);
        return [problems.fields[field], ...problems.general].filter(Boolean).join(' ');
      }
    },
    [patch, field, toasts.attached, toasts.removed],
  );

  return {
    attach: useCallback((uploadId: string) => write(uploadId), [write]),
    remove: useCallback(() => write(null), [write]),
  };
}
