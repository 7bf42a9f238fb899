import {
  AdminEnrollment,
  AdminIdParams,
  CreateEnrollmentBody,
  EnrollmentsQuery,
  Page,
} from '@academy/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BODY_ERRORS, errorResponses } from '../../../lib/schemas';
import { auditedWrite } from '../../../lib/audit';
import { listPath } from '../../../lib/list';
import { createEnrollment, deleteEnrollment, findEnrollment, listEnrollments } from './service';

const ENTITY = 'enrollments';
const tags = ['admin'];

/** Grant (POST) and revoke (DELETE); an enrolment has nothing to edit, so no PATCH. */
const enrollmentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/enrollments/',
    {
      schema: {
        tags,
        querystring: EnrollmentsQuery,
        response: { 200: Page(AdminEnrollment), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listEnrollments(app.db, request.query, listPath(request)),
  );

  app.post(
    '/enrollments/',
    {
      schema: {
        tags,
        body: CreateEnrollmentBody,
        response: { 201: AdminEnrollment, ...errorResponses(...BODY_ERRORS, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const created = await auditedWrite(app, request, ENTITY, (tx) =>
        createEnrollment(tx, request.body, request.userId),
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/enrollments/:id/',
    {
      schema: {
        tags,
        params: AdminIdParams,
        response: { 200: AdminEnrollment, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => findEnrollment(app.db, Number(request.params.id)),
  );

  app.delete(
    '/enrollments/:id/',
    {
      schema: {
        tags,
        params: AdminIdParams,
        response: {
          204: Type.Null({ description: 'Revoked.' }),
          ...errorResponses(401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      await auditedWrite(app, request, ENTITY, (tx) =>
        deleteEnrollment(tx, Number(request.params.id)),
      );
      return reply.code(204).send(null);
    },
  );
};

export default enrollmentsRoutes;
