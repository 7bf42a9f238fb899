import { prepared, type Queryable } from '../../db/db';
import { publicMediaUrl } from '../media/service';

/** A post's stored columns, as the public list, the back-office and the content export read them. */
export interface BlogRow {
  title: string;
  content: string;
  title_ar: string | null;
  content_ar: string | null;
  image: string | null;
  pdf: string | null;
  author_name: string | null;
  date_posted: Date | string;
}

/** A post as the API answers it: media as public links, the date in ISO form. */
export function blogAnswer<Row extends BlogRow>(row: Row) {
  return {
    ...row,
    image: publicMediaUrl(row.image),
    pdf: publicMediaUrl(row.pdf),
    date_posted: new Date(row.date_posted).toISOString(),
  };
}

/** Prepared: a public read on every visit to the blog, planned once per connection (db.ts). */
const BLOG_LIST = prepared(
  'blog-list',
  `SELECT id, title, content, title_ar, content_ar, image, pdf, author_name, date_posted
   FROM blogs ORDER BY date_posted DESC, id DESC`,
);

/** Newest first. author_name stays null when unknown (the client shows 'Unknown'). */
export async function listBlogs(db: Queryable) {
  const { rows } = await db.query<BlogRow & { id: number }>(BLOG_LIST);
  return rows.map(blogAnswer);
}
