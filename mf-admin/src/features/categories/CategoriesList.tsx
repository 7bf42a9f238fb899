import { Link, useDocumentTitle } from '@academy/shared';
import type { ColumnDef } from '@tanstack/react-table';

import { DeleteRecordButton } from '../../components/delete/DeleteRecordButton';
import { ResourceList } from '../../components/resource-list/ResourceList';
import type { AdminCategory } from '../../lib/admin-types';
import { messages } from '../../messages';
import { categoriesApi } from './api';

const text = messages.categories;

const columns: ColumnDef<AdminCategory>[] = [
  { accessorKey: 'name', header: text.name, enableSorting: true },
];

function rowActions(category: AdminCategory) {
  return (
    <div className="admin-row-actions">
      <Link to={String(category.id)} aria-label={messages.edit.linkLabel(category.name)}>
        {messages.edit.link}
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
