// The back-office's blog posts: /api/admin/blogs/ (docs/design/back-office.md); the form is the
// definition's (resource.tsx), the image and the PDF PATCHes of their own once uploaded.
import type { AdminBlog, CreateBlogBody } from '@academy/contract';
import type { Shape } from '@academy/shared';

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

export const blogsApi = resourceApi<AdminBlog, CreateBlogBody>('blogs', adminBlogShape);
