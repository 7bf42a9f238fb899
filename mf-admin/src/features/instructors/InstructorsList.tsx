import { Link, useDocumentTitle } from '@academy/shared';
import type { ColumnDef } from '@tanstack/react-table';

import { DeleteRecordButton } from '../../components/delete/DeleteRecordButton';
import { editMessages } from '../../components/resource-list/messages';
import { ResourceList } from '../../components/resource-list/ResourceList';
import type { AdminInstructor } from '@academy/contract';
import { instructorsApi } from './api';
import { instructorsMessages } from './messages';

const text = instructorsMessages;

const columns: ColumnDef<AdminInstructor>[] = [
  { accessorKey: 'name', header: text.name, enableSorting: true },
  { accessorKey: 'mobile_number', header: text.mobileNumber },
  {
    accessorKey: 'LinkdIn',
    header: text.linkedIn,
    cell: ({ row }) =>
      row.original.LinkdIn ? (
        <a
          href={row.original.LinkdIn}
          target="_blank"
          rel="noreferrer"
          aria-label={text.openLinkedIn(row.original.name)}
        >
          {row.original.LinkdIn}
        </a>
      ) : null,
  },
];

function rowActions(instructor: AdminInstructor) {
  return (
    <div className="admin-row-actions">
      <Link to={String(instructor.id)} aria-label={editMessages.linkLabel(instructor.name)}>
        {editMessages.link}
      </Link>
      <DeleteRecordButton api={instructorsApi} record={instructor} name={instructor.name} />
    </div>
  );
}

/** /Admin/instructors: every instructor, searchable and sortable by name. */
export function InstructorsList() {
  useDocumentTitle(text.title);
  return (
    <section aria-labelledby="admin-instructors-title">
      <header className="admin-section-header">
        <h1 id="admin-instructors-title">{text.title}</h1>
        <Link to="new" className="admin-button">
          {text.add}
        </Link>
      </header>
      <ResourceList
        api={instructorsApi}
        nouns={text}
        caption={text.title}
        columns={columns}
        defaultOrdering="name"
        rowActions={rowActions}
      />
    </section>
  );
}
