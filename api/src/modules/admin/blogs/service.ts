import type { AdminBlog, AdminListQuery, CreateBlogBody, UpdateBlogBody } from '@academy/contract';
import type { Queryable } from '../../../db/db';
import { blogAnswer, type BlogRow as PublicBlogRow } from '../../blogs/service';
import type { Written as AuditedWrite } from '../../../lib/audit';
import { newContentKey } from '../content-key';
import { listPage, type ListSpec, findListed } from '../../../lib/list';
import { mediaColumns, type ClaimMedia, type MediaField } from '../media-fields';
import { arabicColumn, createRow, changeRow, type Columns, deleteRow } from '../rows';

type BlogRow = PublicBlogRow & { id: number; key: string };

const COLUMNS =
  'b.id, b.key, b.title, b.content, b.title_ar, b.content_ar, b.image, b.pdf, b.author_name, b.date_posted';

const toBlog = (row: BlogRow): AdminBlog => blogAnswer(row);

const BLOGS: ListSpec<BlogRow, AdminBlog> = {
  columns: COLUMNS,
  from: 'blogs b',
  searchIn: ['b.title', 'b.content', 'b.author_name'],
  orderings: { id: 'b.id', date_posted: 'b.date_posted', title: 'lower(b.title)' },
  defaultOrdering: '-date_posted',
  tieBreaker: 'b.id',
  toItem: toBlog,
};

export function list(db: Queryable, query: AdminListQuery, path: string) {
  return listPage(db, BLOGS, query, path);
}

export async function find(db: Queryable, id: number): Promise<AdminBlog> {
  return findListed(db, BLOGS, id);
}

/** A blank author is no author: the page shows 'Unknown' for null. */
function columnsOf(body: UpdateBlogBody): Columns {
  const columns: Columns = {};
  if (body.title !== undefined) columns.title = body.title.trim();
  if (body.content !== undefined) columns.content = body.content;
  if (body.title_ar !== undefined) columns.title_ar = arabicColumn(body.title_ar);
  if (body.content_ar !== undefined) columns.content_ar = arabicColumn(body.content_ar);
  if (body.author_name !== undefined) columns.author_name = body.author_name?.trim() || null;
  if (body.date_posted !== undefined) columns.date_posted = new Date(body.date_posted);
  return columns;
}

/** A post's PDF is for every reader, so it is stored publicly, unlike lesson PDFs. */
const BLOG_MEDIA: Record<string, MediaField> = {
  image: { column: 'image', kinds: ['image'] },
  pdf: { column: 'pdf', kinds: ['pdf'], area: 'public' },
};

type Written = AuditedWrite<AdminBlog>;

/** Without `date_posted` the post is dated now (the column's default). */
export async function create(
  tx: Queryable,
  body: CreateBlogBody,
  claim: ClaimMedia,
): Promise<Written> {
  const columns = {
    ...columnsOf(body),
    ...(await mediaColumns(claim, body, BLOG_MEDIA)),
    key: newContentKey(body.title),
  };
  return createRow(tx, 'blogs', columns, find);
}

export async function update(
  tx: Queryable,
  id: number,
  body: UpdateBlogBody,
  claim: ClaimMedia,
): Promise<Written> {
  return changeRow(tx, 'blogs', id, find, async () => ({
    ...columnsOf(body),
    ...(await mediaColumns(claim, body, BLOG_MEDIA)),
  }));
}

export async function remove(tx: Queryable, id: number): Promise<Written> {
  return deleteRow(tx, 'blogs', id, await find(tx, id));
}
