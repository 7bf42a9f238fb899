import { apiErrorResponse, Link } from '@academy/shared';
import type { ReactNode } from 'react';

import type { AdminRecord } from '../../lib/resource-api';
import type { ResourceApi } from '../../lib/resource-api';
import { useResourceRecord } from '../../lib/resource-queries';
import { formMessages } from '../resource-form/messages';

interface RecordLoaderProps<T extends AdminRecord> {
  api: ResourceApi<T, never>;
  id: number;
  /** Names the list for the way back ('instructors'). */
  things: string;
  children: (record: T) => ReactNode;
}

/** Reads one record, then shows what needs it (its form); says so while loading or on failure. */
export function RecordLoader<T extends AdminRecord>({
  api,
  id,
  things,
  children,
}: RecordLoaderProps<T>) {
  const record = useResourceRecord(api, id);
  const text = formMessages;
  if (record.data) return children(record.data);
  if (record.isPending)
    return (
      <p className="admin-list__status" role="status">
        {text.loading}
      </p>
    );
  const missing = apiErrorResponse(record.error)?.status === 404;
  return (
    <div className="admin-list__error" role="alert">
      <p>{missing ? text.notFound : text.loadFailed}</p>
      <Link to=".." className="admin-button admin-button--quiet">
        {text.backToList(things)}
      </Link>
    </div>
  );
}
