import {
  AdminIdParams,
  AdminBlog,
  AdminListQuery,
  CreateBlogBody,
  Page,
  UpdateBlogBody,
} from '@academy/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BODY_ERRORS, errorResponses } from '../../../lib/schemas';
import { auditedWrite } from '../../../lib/audit';
import { listPath } from '../../../lib/list';
import { mediaClaimer } from '../media-fields';
import { createBlog, deleteBlog, findBlog, listBlogs, updateBlog } from './service';

const ENTITY = 'blogs';
const tags = ['admin'];

const blogsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/blogs/',
    {
      schema: {
        tags,
        querystring: AdminListQuery,
        response: { 200: Page(AdminBlog), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listBlogs(app.db, request.query, listPath(request)),
  );

  app.post(
    '/blogs/',
    {
      schema: {
        tags,
        body: CreateBlogBody,
        response: { 201: AdminBlog, ...errorResponses(...BODY_ERRORS, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const created = await auditedWrite(app, request, ENTITY, (tx) =>
        createBlog(tx, request.body, mediaClaimer(app)),
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/blogs/:id/',
    {
      schema: {
        tags,
        params: AdminIdParams,
        response: { 200: AdminBlog, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => findBlog(app.db, Number(request.params.id)),
  );

  app.patch(
    '/blogs/:id/',
    {
      schema: {
        tags,
        params: AdminIdParams,
        body: UpdateBlogBody,
        response: { 200: AdminBlog, ...errorResponses(...BODY_ERRORS, 401, 403, 404, 429) },
      },
    },
    async (request) =>
      auditedWrite(app, request, ENTITY, (tx) =>
        updateBlog(tx, Number(request.params.id), request.body, mediaClaimer(app)),
      ),
  );

  app.delete(
    '/blogs/:id/',
    {
      schema: {
        tags,
        params: AdminIdParams,
        response: {
          204: Type.Null({ description: 'Deleted.' }),
          ...errorResponses(401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      await auditedWrite(app, request, ENTITY, (tx) => deleteBlog(tx, Number(request.params.id)));
      return reply.code(204).send(null);
    },
  );
};

export default blogsRoutes;
