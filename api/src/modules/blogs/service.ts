import type { Queryable } from '../../db/db';
import { publicMediaUrl } from '../media/service';

/** Newest first. author_name stays null when unknown (the client shows 'Unknown'). */
export async function listBlogs(db: Queryable) {
  const { rows } = await db.query<{
    id: number;
    title: string;
    content: string;
    image: string | null;
    pdf: string | null;
    author_name: string | null;
    date_posted: Date;
  }>(
    `SELECT id, title, content, image, pdf, author_name, date_posted
     FROM blogs ORDER BY date_posted DESC, id DESC`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    image: publicMediaUrl(row.image),
    pdf: publicMediaUrl(row.pdf),
    author_name: row.author_name,
    date_posted: new Date(row.date_posted).toISOString(),
  }));
}
