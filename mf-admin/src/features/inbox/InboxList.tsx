import type { ColumnDef } from '@tanstack/react-table';

import { FilterBar } from '../../components/filters/FilterBar';
import { SelectField } from '../../components/resource-form/SelectField';
import { ListFrame } from '../../components/resource-list/ListFrame';
import { ResourceList } from '../../components/resource-list/ResourceList';
import type { AdminContactMessage } from '@academy/contract';
import { formatDateTime } from '../../lib/format';
import { useUrlFilters } from '../../lib/use-url-filters';
import { handledFilter, inboxApi, SHOW_CHOICES, useUnhandledCount } from './api';
import { MarkHandledButton } from './MarkHandledButton';
import { inboxMessages } from './messages';
import './inbox.css';

const text = inboxMessages;
const SHOW_LABELS = { unhandled: text.unhandled, handled: text.handled, all: text.all };

const columns: ColumnDef<AdminContactMessage>[] = [
  {
    id: 'from',
    header: text.from,
    cell: ({ row }) => (
      <>
        {row.original.from_name}
        <div className="admin-inbox__email">{row.original.email}</div>
      </>
    ),
  },
  {
    id: 'message',
    header: text.message,
    // The whole text on demand: a list of long messages would be hard to scan.
    cell: ({ row }) => (
      <details className="admin-inbox__message">
        <summary aria-label={text.readLabel(row.original.from_name)}>{text.read}</summary>
        <p>{row.original.message}</p>
      </details>
    ),
  },
  {
    id: 'created_at',
    header: text.date,
    enableSorting: true,
    cell: ({ row }) => formatDateTime(row.original.created_at),
  },
  {
    id: 'handled',
    header: text.state,
    cell: ({ row }) => (row.original.handled ? text.handled : text.unhandled),
  },
];

const rowActions = (message: AdminContactMessage) => <MarkHandledButton message={message} />;

/** /Admin/inbox: the contact form's messages, the unhandled ones first shown. */
export function InboxList() {
  const { values, setFilter } = useUrlFilters(['show'] as const);
  const show = values.show || 'unhandled';
  const unhandled = useUnhandledCount();
  return (
    <ListFrame id="inbox" title={text.title}>
      {unhandled.data !== undefined && <p>{text.unhandledCount(unhandled.data)}</p>}
      <FilterBar label={text.filtersLabel}>
        <SelectField
          label={text.show}
          value={show}
          onChange={(value) => setFilter('show', value === 'unhandled' ? '' : value)}
          options={SHOW_CHOICES.map((choice) => ({ value: choice, label: SHOW_LABELS[choice] }))}
        />
      </FilterBar>
      <ResourceList
        api={inboxApi}
        nouns={text}
        caption={text.title}
        columns={columns}
        defaultOrdering="-created_at"
        filters={{ handled: handledFilter(show) }}
        rowActions={rowActions}
      />
    </ListFrame>
  );
}
