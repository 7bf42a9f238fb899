import { AdminComment, AdminCommentsQuery } from '@academy/contract';
import { crudRoutes } from '../../../lib/crud-routes';
import * as comments from './service';

/** Moderation: learners write comments (POST /api/comments/); staff read and remove them. */
export default crudRoutes({
  name: 'comments',
  schemas: { item: AdminComment, query: AdminCommentsQuery },
  service: comments,
});
