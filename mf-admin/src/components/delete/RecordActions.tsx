import { Link } from '@academy/shared';
import type { ComponentProps, ReactNode } from 'react';

import type { AdminRecord } from '../../lib/resource-api';
import { editMessages } from '../resource-list/messages';
import { DeleteRecordButton } from './DeleteRecordButton';

type RecordActionsProps<T extends AdminRecord> = ComponentProps<typeof DeleteRecordButton<T>> & {
  /** The record's page ('12', 'questions/40'). */
  to: string;
  /** Links before Edit (a bank's questions). */
  before?: ReactNode;
  /** Buttons between Edit and Delete (Activate, Move up). */
  children?: ReactNode;
};

/** A row's Edit link and Delete button (named by the record), with what else the row offers. */
export function RecordActions<T extends AdminRecord>({
  to,
  before,
  children,
  ...remove
}: RecordActionsProps<T>) {
  return (
    <div className="admin-row-actions">
      {before}
      <Link to={to} aria-label={editMessages.linkLabel(remove.name)}>
        {editMessages.link}
      </Link>
      {children}
      <DeleteRecordButton {...remove} />
    </div>
  );
}
