// The back-office's blog posts: /api/admin/blogs/ (DESIGN.md section 11).
import type { Shape } from '@academy/shared';
import type { AdminBlog, CreateBlogBody } from '@academy/contract';
import { withFormValues } from '../../lib/form-values-api';
import { fromLocalInput, toLocalInput } from '../../lib/local-date-time';
import { resourceApi } from '../../lib/resource-api';

export const adminBlogShape: Shape<AdminBlog> = {
  id: 'number',
  key: 'string',
  title: 'string',
  content: 'string',
  title_ar: 'string??',
  content_ar: 'string??',
  image: 'string?',
  pdf: 'string?',
  author_name: 'string?',
  date_posted: 'string',
};

export const blogBodyApi = resourceApi<AdminBlog, CreateBlogBody>('blogs', adminBlogShape);

export type BlogValues = {
  title: string;
  content: string;
  /** DESIGN §14: '' for none (the English shows). */
  title_ar: string;
  content_ar: string;
  author_name: string;
  /** Local time (datetime-local); '' dates a new post now. */
  date_posted: string;
};

export function blogBody(values: Partial<BlogValues>): Partial<CreateBlogBody> {
  const body: Partial<CreateBlogBody> = {};
  if (values.title !== undefined) body.title = values.title;
  if (values.content !== undefined) body.content = values.content;
  if (values.title_ar !== undefined) body.title_ar = values.title_ar;
  if (values.content_ar !== undefined) body.content_ar = values.content_ar;
  if (values.author_name !== undefined) body.author_name = values.author_name.trim() || null;
  const posted = values.date_posted === undefined ? null : fromLocalInput(values.date_posted);
  if (posted) body.date_posted = posted;
  return body;
}

export const blogsApi = withFormValues<AdminBlog, BlogValues, CreateBlogBody>(
  blogBodyApi,
  blogBody,
);

export const emptyBlog: BlogValues = {
  title: '',
  content: '',
  title_ar: '',
  content_ar: '',
  author_name: '',
  date_posted: '',
};

export const blogValues = (blog: AdminBlog): BlogValues => ({
  title: blog.title,
  content: blog.content,
  title_ar: blog.title_ar ?? '',
  content_ar: blog.content_ar ?? '',
  author_name: blog.author_name ?? '',
  date_posted: toLocalInput(blog.date_posted),
});
