import { Link, useDocumentTitle } from '@academy/shared';
import type { ColumnDef } from '@tanstack/react-table';

import { DeleteRecordButton } from '../../components/delete/DeleteRecordButton';
import { editMessages } from '../../components/resource-list/messages';
import { ResourceList } from '../../components/resource-list/ResourceList';
import type { AdminBlog } from '@academy/contract';
import { blogsApi } from './api';
import { blogsMessages } from './messages';

const text = blogsMessages;

const columns: ColumnDef<AdminBlog>[] = [
  { accessorKey: 'title', header: text.titleField, enableSorting: true },
  {
    accessorKey: 'author_name',
    header: text.author,
    cell: ({ row }) => row.original.author_name ?? text.noAuthor,
  },
  {
    accessorKey: 'date_posted',
    header: text.datePosted,
    enableSorting: true,
    cell: ({ row }) => new Date(row.original.date_posted).toLocaleString(),
  },
];

function rowActions(blog: AdminBlog) {
  return (
    <div className="admin-row-actions">
      <Link to={String(blog.id)} aria-label={editMessages.linkLabel(blog.title)}>
        {editMessages.link}
      </Link>
      <DeleteRecordButton api={blogsApi} record={blog} name={blog.title} />
    </div>
  );
}

/** /Admin/blogs: every post, newest first, searchable by title, text and author. */
export function BlogsList() {
  useDocumentTitle(text.title);
  return (
    <section aria-labelledby="admin-blogs-title">
      <header className="admin-section-header">
        <h1 id="admin-blogs-title">{text.title}</h1>
        <Link to="new" className="admin-button">
          {text.add}
        </Link>
      </header>
      <ResourceList
        api={blogsApi}
        nouns={text}
        caption={text.title}
        columns={columns}
        defaultOrdering="-date_posted"
        rowActions={rowActions}
      />
    </section>
  );
}
