import type { Queryable } from '../../db/db';
import { publicMediaUrl } from '../media/service';

/** Newest first. author_name stays null when unknown (the client shows 'Unknown'). */
export async function listBlogs(db: Queryable) {
  const { rows } = await db.query<{
    id: number;
    title: string;
    content: string;
    title_ar: string | null;
    content_ar: string | null;
    image: string | null;
    pdf: string | null;
    author_name: string | null;
    date_posted: Date;
  }>(
    `SELECT id, title, content, title_ar, content_ar, image, pdf, author_name, date_posted
     FROM blogs ORDER BY date_posted DESC, id DESC`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    title_ar: row.title_ar,
    content_ar: row.content_ar,
    image: publicMediaUrl(row.image),
    pdf: publicMediaUrl(row.pdf),
    author_name: row.author_name,
    date_posted: new Date(row.date_posted).toISOString(),
  }));
}
