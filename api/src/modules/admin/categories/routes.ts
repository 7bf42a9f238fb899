import {
  AdminCategory,
  AdminIdParams,
  AdminListQuery,
  CreateCategoryBody,
  Page,
  UpdateCategoryBody,
} from '@academy/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BODY_ERRORS, errorResponses } from '../../../lib/schemas';
import { auditedWrite } from '../../../lib/audit';
import { listPath } from '../../../lib/list';
import {
  createCategory,
  deleteCategory,
  findCategory,
  listCategories,
  renameCategory,
} from './service';

const ENTITY = 'categories';
const tags = ['admin'];

const categoriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/categories/',
    {
      schema: {
        tags,
        querystring: AdminListQuery,
        response: { 200: Page(AdminCategory), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listCategories(app.db, request.query, listPath(request)),
  );

  app.post(
    '/categories/',
    {
      schema: {
        tags,
        body: CreateCategoryBody,
        response: { 201: AdminCategory, ...errorResponses(...BODY_ERRORS, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const created = await auditedWrite(app, request, ENTITY, (tx) =>
        createCategory(tx, request.body),
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/categories/:id/',
    {
      schema: {
        tags,
        params: AdminIdParams,
        response: { 200: AdminCategory, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => findCategory(app.db, Number(request.params.id)),
  );

  app.patch(
    '/categories/:id/',
    {
      schema: {
        tags,
        params: AdminIdParams,
        body: UpdateCategoryBody,
        response: { 200: AdminCategory, ...errorResponses(...BODY_ERRORS, 401, 403, 404, 429) },
      },
    },
    async (request) =>
      auditedWrite(app, request, ENTITY, (tx) =>
        renameCategory(tx, Number(request.params.id), request.body),
      ),
  );

  app.delete(
    '/categories/:id/',
    {
      schema: {
        tags,
        params: AdminIdParams,
        response: {
          204: Type.Null({ description: 'Deleted.' }),
          ...errorResponses(401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      await auditedWrite(app, request, ENTITY, (tx) =>
        deleteCategory(tx, Number(request.params.id)),
      );
      return reply.code(204).send(null);
    },
  );
};

export default categoriesRoutes;
