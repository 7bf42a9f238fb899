import { AUDIT_ACTIONS } from '@academy/contract/rules';
import type { AuditEntry } from '@academy/contract';

import { listSection } from '../../components/resource-section/ListSection';
import { dateColumn } from '../../lib/columns';
import { AUDITED_ENTITIES, auditLogApi } from './api';
import { describeChanges } from './describe-changes';
import { auditLogMessages as text } from './messages';
import './audit-log.css';

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

/** /Admin/audit-log: every back-office write, newest first; nothing here changes anything. */
export default listSection<AuditEntry>({
  api: auditLogApi,
  text,
  defaultOrdering: '-at',
  filters: [
    {
      name: 'entity',
      label: text.entity,
      any: text.anyEntity,
      options: AUDITED_ENTITIES.map((entity) => ({ value: entity, label: entity })),
    },
    {
      name: 'action',
      label: text.action,
      any: text.anyAction,
      options: AUDIT_ACTIONS.map((action) => ({ value: action, label: text.actions[action] })),
    },
  ],
  columns: [
    dateColumn('at', text.when),
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
  ],
});
