import { AdminBlog, AdminListQuery, CreateBlogBody, UpdateBlogBody } from '@academy/contract';
import { crudRoutes } from '../../../lib/crud-routes';
import { claimingMedia, mediaClaimer } from '../media-fields';
import * as blogs from './service';

export default crudRoutes({
  name: 'blogs',
  schemas: {
    item: AdminBlog,
    query: AdminListQuery,
    create: CreateBlogBody,
    update: UpdateBlogBody,
  },
  service: claimingMedia(blogs, mediaClaimer),
});
