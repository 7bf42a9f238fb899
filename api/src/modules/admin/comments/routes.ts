import { AdminComment, AdminCommentsQuery } from '@academy/contract';
import { crudRoutes } from '../../../lib/crud-routes';
import { deleteComment, findComment, listComments } from './service';

/** Moderation: learners write comments (POST /api/comments/); staff read and remove them. */
export default crudRoutes({
  name: 'comments',
  schemas: { item: AdminComment, query: AdminCommentsQuery },
  service: { list: listComments, find: findComment, remove: deleteComment },
});
