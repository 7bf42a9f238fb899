// The back-office's blog posts: /api/admin/blogs/ (docs/design/back-office.md); the form is the
// definition's (resource.tsx), the image and the PDF PATCHes of their own once uploaded.
import type { AdminBlog, CreateBlogBody } from '@academy/contract';
import { blogPostShape, type Shape } from '@academy/shared';

import { resourceApi } from '../../lib/resource-api';

export const adminBlogShape: Shape<AdminBlog> = { ...blogPostShape, key: 'string' };

export const blogsApi = resourceApi<AdminBlog, CreateBlogBody>('blogs', adminBlogShape);
