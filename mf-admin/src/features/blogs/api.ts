// The back-office's blog posts: /api/admin/blogs/ (DESIGN.md section 11).
import { adminBlogShape, type AdminBlog, type BlogBody } from '../../lib/admin-types';
import { withFormValues } from '../../lib/form-values-api';
import { fromLocalInput, toLocalInput } from '../../lib/local-date-time';
import { resourceApi } from '../../lib/resource-api';

export const blogBodyApi = resourceApi<AdminBlog, BlogBody>('blogs', adminBlogShape);

export type BlogValues = {
  title: string;
  content: string;
  author_name: string;
  /** Local time (datetime-local); '' dates a new post now. */
  date_posted: string;
};

export function blogBody(values: Partial<BlogValues>): Partial<BlogBody> {
  const body: Partial<BlogBody> = {};
  if (values.title !== undefined) body.title = values.title;
  if (values.content !== undefined) body.content = values.content;
  if (values.author_name !== undefined) body.author_name = values.author_name.trim() || null;
  const posted = values.date_posted === undefined ? null : fromLocalInput(values.date_posted);
  if (posted) body.date_posted = posted;
  return body;
}

export const blogsApi = withFormValues<AdminBlog, BlogValues, BlogBody>(blogBodyApi, blogBody);

export const emptyBlog: BlogValues = { title: '', content: '', author_name: '', date_posted: '' };

export const blogValues = (blog: AdminBlog): BlogValues => ({
  title: blog.title,
  content: blog.content,
  author_name: blog.author_name ?? '',
  date_posted: toLocalInput(blog.date_posted),
});
