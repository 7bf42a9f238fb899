import {
  AdminCourse,
  AdminCoursesQuery,
  AdminIdParams,
  CreateCourseBody,
  Page,
  ReorderCoursesBody,
  ReorderResult,
  UpdateCourseBody,
} from '@academy/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BODY_ERRORS, errorResponses } from '../../../lib/schemas';
import { auditedWrite } from '../../../lib/audit';
import { listPath } from '../../../lib/list';
import { mediaClaimer } from '../media-fields';
import {
  createCourse,
  deleteCourse,
  findCourse,
  listCourses,
  reorderCourses,
  updateCourse,
} from './service';

const ENTITY = 'courses';
const tags = ['admin'];

const coursesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/courses/',
    {
      schema: {
        tags,
        querystring: AdminCoursesQuery,
        response: { 200: Page(AdminCourse), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listCourses(app.db, request.query, listPath(request)),
  );

  app.post(
    '/courses/',
    {
      schema: {
        tags,
        body: CreateCourseBody,
        response: { 201: AdminCourse, ...errorResponses(...BODY_ERRORS, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const created = await auditedWrite(app, request, ENTITY, (tx) =>
        createCourse(tx, request.body, mediaClaimer(app)),
      );
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/courses/reorder/',
    {
      schema: {
        tags,
        description: 'The catalogue in its new order: every course id once, first shown first.',
        body: ReorderCoursesBody,
        response: { 200: ReorderResult, ...errorResponses(...BODY_ERRORS, 401, 403, 429) },
      },
    },
    async (request) =>
      auditedWrite(app, request, ENTITY, (tx) => reorderCourses(tx, request.body.ids)),
  );

  app.get(
    '/courses/:id/',
    {
      schema: {
        tags,
        params: AdminIdParams,
        response: { 200: AdminCourse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => findCourse(app.db, Number(request.params.id)),
  );

  app.patch(
    '/courses/:id/',
    {
      schema: {
        tags,
        params: AdminIdParams,
        body: UpdateCourseBody,
        response: { 200: AdminCourse, ...errorResponses(...BODY_ERRORS, 401, 403, 404, 429) },
      },
    },
    async (request) =>
      auditedWrite(app, request, ENTITY, (tx) =>
        updateCourse(tx, Number(request.params.id), request.body, mediaClaimer(app)),
      ),
  );

  app.delete(
    '/courses/:id/',
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
      await auditedWrite(app, request, ENTITY, (tx) => deleteCourse(tx, Number(request.params.id)));
      return reply.code(204).send(null);
    },
  );
};

export default coursesRoutes;
