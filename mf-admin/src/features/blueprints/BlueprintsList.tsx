import { Link } from '@academy/shared';
import type { ColumnDef } from '@tanstack/react-table';

import { DeleteRecordButton } from '../../components/delete/DeleteRecordButton';
import { editMessages } from '../../components/resource-list/messages';
import { ListFrame } from '../../components/resource-list/ListFrame';
import { ResourceList } from '../../components/resource-list/ResourceList';
import type { AdminBlueprint } from '@academy/contract';
import { ActivateButton } from './ActivateButton';
import { blueprintsApi } from './api';
import { weightsText } from './blueprint-values';
import { blueprintsMessages } from './messages';

const text = blueprintsMessages;

const columns: ColumnDef<AdminBlueprint>[] = [
  { accessorKey: 'name', header: text.name, enableSorting: true },
  { accessorKey: 'category', header: text.category, enableSorting: true },
  { accessorKey: 'question_count', header: text.questionCount },
  { accessorKey: 'minutes', header: text.minutes },
  { accessorKey: 'sections', header: text.sections },
  { accessorKey: 'break_minutes', header: text.breakMinutes },
  {
    id: 'domain_weights',
    header: text.weights,
    cell: ({ row }) => weightsText(row.original.domain_weights),
  },
  {
    accessorKey: 'active',
    header: text.active,
    enableSorting: true,
    cell: ({ row }) => (row.original.active ? text.yes : text.no),
  },
];

function rowActions(blueprint: AdminBlueprint) {
  return (
    <div className="admin-row-actions">
      <Link to={String(blueprint.id)} aria-label={editMessages.linkLabel(blueprint.name)}>
        {editMessages.link}
      </Link>
      {!blueprint.active && <ActivateButton blueprint={blueprint} />}
      <DeleteRecordButton api={blueprintsApi} record={blueprint} name={blueprint.name} />
    </div>
  );
}

/**
 * /Admin/blueprints: every blueprint, in the API's own order — by category, the active one first —
 * searchable by name or category.
 */
export function BlueprintsList() {
  return (
    <ListFrame
      id="blueprints"
      title={text.title}
      actions={
        <Link to="new" className="admin-button">
          {text.add}
        </Link>
      }
    >
      <ResourceList
        api={blueprintsApi}
        nouns={text}
        caption={text.title}
        columns={columns}
        rowActions={rowActions}
      />
    </ListFrame>
  );
}
