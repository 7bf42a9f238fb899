import { AdminBlog, AdminListQuery, CreateBlogBody, UpdateBlogBody } from '@academy/contract';
import { crudRoutes } from '../../../lib/crud-routes';
import { mediaClaimer } from '../media-fields';
import { createBlog, deleteBlog, findBlog, listBlogs, updateBlog } from './service';

export default crudRoutes({
  name: 'blogs',
  schemas: {
    item: AdminBlog,
    query: AdminListQuery,
    create: CreateBlogBody,
    update: UpdateBlogBody,
  },
  service: (app) => ({
    list: listBlogs,
    find: findBlog,
    create: (tx, body) => createBlog(tx, body, mediaClaimer(app)),
    update: (tx, id, body) => updateBlog(tx, id, body, mediaClaimer(app)),
    remove: deleteBlog,
  }),
});
