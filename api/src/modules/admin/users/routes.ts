import {
  AdminIdParams,
  AdminUser,
  AdminUserDetail,
  Page,
  UpdateUserBody,
  UsersQuery,
} from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BODY_ERRORS, errorResponses } from '../../../lib/schemas';
import { auditedWrite } from '../../../lib/audit';
import { listPath } from '../../../lib/list';
import { findUserDetail, listUsers, updateUser } from './service';

const tags = ['admin'];

/** Learners register themselves, so users are neither created nor deleted here. */
const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/',
    {
      schema: {
        tags,
        querystring: UsersQuery,
        response: { 200: Page(AdminUser), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listUsers(app.db, request.query, listPath(request)),
  );

  app.get(
    '/users/:id/',
    {
      schema: {
        tags,
        params: AdminIdParams,
        response: { 200: AdminUserDetail, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => findUserDetail(app.db, Number(request.params.id)),
  );

  app.patch(
    '/users/:id/',
    {
      schema: {
        tags,
        params: AdminIdParams,
        body: UpdateUserBody,
        response: { 200: AdminUserDetail, ...errorResponses(...BODY_ERRORS, 401, 403, 404, 429) },
      },
    },
    async (request) =>
      auditedWrite(app, request, 'users', (tx) =>
        updateUser(tx, request, Number(request.params.id), request.body),
      ),
  );
};

export default usersRoutes;
