import type { StatementDelivery, StatementStatus } from '@academy/contract';

import { listSection } from '../../components/resource-section/ListSection';
import { dateColumn } from '../../lib/columns';
import { statementDeliveriesApi } from './api';
import { Failed } from './FailedCount';
import { LedgerExport, ReplayForm } from './ActionForms';
import { learningRecordsMessages as text } from './messages';

function Intro() {
  return (
    <>
      <Failed />
      <ReplayForm />
      <LedgerExport />
    </>
  );
}

/**
 * /Admin/learning-records: each xAPI statement, sent, pending or failed and why; sending again; a
 * learner's contact-hour ledger as CSV or PDF.
 */
export default listSection<StatementDelivery>({
  path: 'learning-records',
  api: statementDeliveriesApi,
  text,
  defaultOrdering: '-occurred_at',
  Intro,
  filters: [
    {
      name: 'status',
      label: text.status,
      any: text.anyStatus,
      options: (Object.keys(text.statuses) as StatementStatus[]).map((status) => ({
        value: status,
        label: text.statuses[status],
      })),
    },
  ],
  columns: [
    dateColumn('occurred_at', text.when),
    {
      id: 'user',
      header: text.learner,
      enableSorting: true,
      cell: ({ row }) => row.original.user.email,
    },
    {
      id: 'course',
      header: text.course,
      cell: ({ row }) => <bdi>{row.original.course?.name ?? ''}</bdi>,
    },
    {
      id: 'verb',
      header: text.what,
      enableSorting: true,
      cell: ({ row }) => `${row.original.verb} ${row.original.object_kind}`,
    },
    {
      id: 'status',
      header: text.status,
      enableSorting: true,
      cell: ({ row }) => text.statuses[row.original.status],
    },
    { id: 'attempts', header: text.tries, cell: ({ row }) => row.original.attempts },
    { id: 'reason', header: text.reason, cell: ({ row }) => row.original.reason ?? '' },
  ],
});
