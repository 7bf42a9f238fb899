import { AdminUser, AdminUserDetail, UpdateUserBody, UsersQuery } from '@academy/contract';
import { crudRoutes } from '../../../lib/crud-routes';
import { findUserDetail, listUsers, updateUser } from './service';

/** Learners register themselves, so users are neither created nor deleted here. */
export default crudRoutes({
  name: 'users',
  schemas: { item: AdminUser, detail: AdminUserDetail, query: UsersQuery, update: UpdateUserBody },
  service: {
    list: listUsers,
    find: findUserDetail,
    update: (tx, id, body, request) => updateUser(tx, request, id, body),
  },
});
