import { Link, useDocumentTitle } from '@academy/shared';
import type { ColumnDef } from '@tanstack/react-table';

import { DeleteRecordButton } from '../../components/delete/DeleteRecordButton';
import { editMessages } from '../../components/resource-list/messages';
import { ResourceList } from '../../components/resource-list/ResourceList';
import type { AdminCategory } from '@academy/contract';
import { categoriesApi } from './api';
import { categoriesMessages } from './messages';

const text = categoriesMessages;

const columns: ColumnDef<AdminCategory>[] = [
  { accessorKey: 'name', header: text.name, enableSorting: true },
];

function rowActions(category: AdminCategory) {
  return (
    <div className="admin-row-actions">
      <Link to={String(category.id)} aria-label={editMessages.linkLabel(category.name)}>
        {editMessages.link}
      </Link>
      <DeleteRecordButton api={categoriesApi} record={category} name={category.name} />
    </div>
  );
}

/** /Admin/categories: every category, searchable and sortable by name. */
export function CategoriesList() {
  useDocumentTitle(text.title);
  return (
    <section aria-labelledby="admin-categories-title">
      <header className="admin-section-header">
        <h1 id="admin-categories-title">{text.title}</h1>
        <Link to="new" className="admin-button">
          {text.add}
        </Link>
      </header>
      <ResourceList
        api={categoriesApi}
        nouns={text}
        caption={text.title}
        columns={columns}
        defaultOrdering="name"
        rowActions={rowActions}
      />
    </section>
  );
}
