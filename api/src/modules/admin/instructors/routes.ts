import {
  AdminIdParams,
  AdminInstructor,
  AdminListQuery,
  CreateInstructorBody,
  Page,
  UpdateInstructorBody,
} from '@academy/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BODY_ERRORS, errorResponses } from '../../../lib/schemas';
import { auditedWrite } from '../../../lib/audit';
import { listPath } from '../../../lib/list';
import { mediaClaimer } from '../media-fields';
import {
  createInstructor,
  deleteInstructor,
  findInstructor,
  listInstructors,
  updateInstructor,
} from './service';

const ENTITY = 'instructors';
const tags = ['admin'];

const instructorsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/instructors/',
    {
      schema: {
        tags,
        querystring: AdminListQuery,
        response: { 200: Page(AdminInstructor), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listInstructors(app.db, request.query, listPath(request)),
  );

  app.post(
    '/instructors/',
    {
      schema: {
        tags,
        body: CreateInstructorBody,
        response: { 201: AdminInstructor, ...errorResponses(...BODY_ERRORS, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const created = await auditedWrite(app, request, ENTITY, (tx) =>
        createInstructor(tx, request.body, mediaClaimer(app)),
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/instructors/:id/',
    {
      schema: {
        tags,
        params: AdminIdParams,
        response: { 200: AdminInstructor, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => findInstructor(app.db, Number(request.params.id)),
  );

  app.patch(
    '/instructors/:id/',
    {
      schema: {
        tags,
        params: AdminIdParams,
        body: UpdateInstructorBody,
        response: { 200: AdminInstructor, ...errorResponses(...BODY_ERRORS, 401, 403, 404, 429) },
      },
    },
    async (request) =>
      auditedWrite(app, request, ENTITY, (tx) =>
        updateInstructor(tx, Number(request.params.id), request.body, mediaClaimer(app)),
      ),
  );

  app.delete(
    '/instructors/:id/',
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
      await auditedWrite(app, request, ENTITY, (tx) =>
        deleteInstructor(tx, Number(request.params.id)),
      );
      return reply.code(204).send(null);
    },
  );
};

export default instructorsRoutes;
