import { Link, useDocumentTitle } from '@academy/shared';
import type { ColumnDef } from '@tanstack/react-table';

import { DeleteRecordButton } from '../../components/delete/DeleteRecordButton';
import { editMessages } from '../../components/resource-list/messages';
import { ResourceList } from '../../components/resource-list/ResourceList';
import type { AdminCourse } from '@academy/contract';
import { coursesApi } from './api';
import { ArchiveInstead } from './ArchiveInstead';
import { coursesMessages } from './messages';

const text = coursesMessages;

const statusLabel = (status: string) =>
  status in text.statuses ? text.statuses[status as keyof typeof text.statuses] : status;

const columns: ColumnDef<AdminCourse>[] = [
  { accessorKey: 'name', header: text.name, enableSorting: true },
  { accessorKey: 'category', header: text.category },
  {
    accessorKey: 'status',
    header: text.status,
    enableSorting: true,
    cell: ({ row }) => statusLabel(row.original.status),
  },
  {
    accessorKey: 'price',
    header: text.prices,
    enableSorting: true,
    cell: ({ row }) =>
      text.priceLine(row.original.price, row.original.price_LE, row.original.price_SR),
  },
  {
    accessorKey: 'archived',
    header: text.archivedColumn,
    cell: ({ row }) => (row.original.archived ? text.archivedYes : text.archivedNo),
  },
  { accessorKey: 'lessons_count', header: text.lessonsCount },
  { accessorKey: 'enrollments_count', header: text.enrollmentsCount },
];

function rowActions(course: AdminCourse) {
  return (
    <div className="admin-row-actions">
      <Link to={String(course.id)} aria-label={editMessages.linkLabel(course.name)}>
        {editMessages.link}
      </Link>
      <DeleteRecordButton
        api={coursesApi}
        record={course}
        name={course.name}
        refusalActions={(close) => <ArchiveInstead course={course} close={close} />}
      />
    </div>
  );
}

/** /Admin/courses: every course, archived ones too, searchable and sortable. */
export function CoursesList() {
  useDocumentTitle(text.title);
  return (
    <section aria-labelledby="admin-courses-title">
      <header className="admin-section-header">
        <h1 id="admin-courses-title">{text.title}</h1>
        <div className="admin-row-actions">
          <Link to="order" className="admin-button admin-button--quiet">
            {text.changeOrder}
          </Link>
          <Link to="new" className="admin-button">
            {text.add}
          </Link>
        </div>
      </header>
      <ResourceList
        api={coursesApi}
        nouns={text}
        caption={text.title}
        columns={columns}
        defaultOrdering="position"
        rowActions={rowActions}
      />
    </section>
  );
}
