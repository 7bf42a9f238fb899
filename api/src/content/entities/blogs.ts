import type { ContentBlog } from '@academy/contract';
import type { BlogRow } from '../../modules/blogs/service';
import type { MediaReference } from '../content-media';
import { itemPath } from '../problems';
import { isoDate, upsertByKey, type ExportContext, type ImportContext } from './context';

const FILE = 'blogs.json';

export function blogMedia(blogs: ContentBlog[]): MediaReference[] {
  return blogs.flatMap((blog, i) => [
    { where: itemPath(FILE, i, 'image'), file: blog.image, area: 'public' as const },
    { where: itemPath(FILE, i, 'pdf'), file: blog.pdf, area: 'public' as const },
  ]);
}

/** Adds or updates each blog post by `key`. */
export async function importBlogs(
  { tx, media }: ImportContext,
  blogs: ContentBlog[],
): Promise<number> {
  for (const blog of blogs) {
    await upsertByKey(tx, 'blogs', {
      key: blog.key,
      title: blog.title,
      content: blog.content,
      title_ar: blog.title_ar ?? null,
      content_ar: blog.content_ar ?? null,
      image: media.name(blog.image, 'public'),
      pdf: media.name(blog.pdf, 'public'),
      author_name: blog.author_name ?? null,
      date_posted: blog.date_posted,
    });
  }
  return blogs.length;
}

export async function exportBlogs({ db, media }: ExportContext): Promise<ContentBlog[]> {
  const { rows } = await db.query<BlogRow & { key: string }>(
    `SELECT key, title, content, title_ar, content_ar, image, pdf, author_name, date_posted
     FROM blogs ORDER BY id`,
  );
  return rows.map((row) => ({
    key: row.key,
    title: row.title,
    content: row.content,
    ...(row.title_ar ? { title_ar: row.title_ar } : {}),
    ...(row.content_ar ? { content_ar: row.content_ar } : {}),
    image: media.path(row.image, 'public'),
    pdf: media.path(row.pdf, 'public'),
    author_name: row.author_name,
    date_posted: isoDate(row.date_posted),
  }));
}
