import type { ColumnDef } from '@tanstack/react-table';

import { FilterBar } from '../../components/filters/FilterBar';
import { SelectField } from '../../components/resource-form/SelectField';
import { ListFrame } from '../../components/resource-list/ListFrame';
import { ResourceList } from '../../components/resource-list/ResourceList';
import type { AuditEntry } from '@academy/contract';
import { formatDateTime } from '../../lib/format';
import { useUrlFilters } from '../../lib/use-url-filters';
import { AUDIT_ACTIONS, AUDIT_FILTERS, AUDITED_ENTITIES, auditLogApi } from './api';
import { describeChanges } from './describe-changes';
import { auditLogMessages } from './messages';
import './audit-log.css';

const text = auditLogMessages;

function Changes({ entry }: { entry: AuditEntry }) {
  const lines = describeChanges(entry, text.empty);
  if (lines.length === 0) return <>{text.noChanges}</>;
  return (
    <details className="admin-audit__changes">
      <summary>{text.showChanges(lines.length)}</summary>
      <ul>
        {lines.map((line) => (
          <li key={line.field}>
            <span className="admin-audit__field">{line.field}:</span> {line.text}
          </li>
        ))}
      </ul>
    </details>
  );
}

const columns: ColumnDef<AuditEntry>[] = [
  {
    id: 'at',
    header: text.when,
    enableSorting: true,
    cell: ({ row }) => formatDateTime(row.original.at),
  },
  {
    id: 'actor',
    header: text.who,
    enableSorting: true,
    cell: ({ row }) => row.original.actor.email,
  },
  { id: 'action', header: text.action, cell: ({ row }) => text.actions[row.original.action] },
  {
    id: 'entity',
    header: text.what,
    enableSorting: true,
    cell: ({ row }) => `${row.original.entity} #${row.original.entity_id}`,
  },
  { id: 'changes', header: text.changes, cell: ({ row }) => <Changes entry={row.original} /> },
];

/** /Admin/audit-log: every back-office write, newest first; nothing here changes anything. */
export function AuditLogList() {
  const { values, setFilter } = useUrlFilters(AUDIT_FILTERS);
  return (
    <ListFrame id="audit" title={text.title}>
      <FilterBar label={text.filtersLabel}>
        <SelectField
          label={text.entity}
          value={values.entity}
          onChange={(value) => setFilter('entity', value)}
          emptyOption={text.anyEntity}
          options={AUDITED_ENTITIES.map((entity) => ({ value: entity, label: entity }))}
        />
        <SelectField
          label={text.action}
          value={values.action}
          onChange={(value) => setFilter('action', value)}
          emptyOption={text.anyAction}
          options={AUDIT_ACTIONS.map((action) => ({ value: action, label: text.actions[action] }))}
        />
      </FilterBar>
      <ResourceList
        api={auditLogApi}
        nouns={text}
        caption={text.title}
        columns={columns}
        defaultOrdering="-at"
        filters={values}
        searchLabel={text.searchLabel}
      />
    </ListFrame>
  );
}
