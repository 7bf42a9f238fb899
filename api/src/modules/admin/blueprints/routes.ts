import {
  AdminIdParams,
  AdminBlueprint,
  AdminListQuery,
  CreateBlueprintBody,
  Page,
  UpdateBlueprintBody,
} from '@academy/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BODY_ERRORS, errorResponses } from '../../../lib/schemas';
import { auditedWrite } from '../../../lib/audit';
import { listPath } from '../../../lib/list';
import {
  createBlueprint,
  deleteBlueprint,
  findBlueprint,
  listBlueprints,
  updateBlueprint,
} from './service';

const ENTITY = 'blueprints';
const tags = ['admin'];

const blueprintsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/blueprints/',
    {
      schema: {
        tags,
        querystring: AdminListQuery,
        response: { 200: Page(AdminBlueprint), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listBlueprints(app.db, request.query, listPath(request)),
  );

  app.post(
    '/blueprints/',
    {
      schema: {
        tags,
        body: CreateBlueprintBody,
        response: { 201: AdminBlueprint, ...errorResponses(...BODY_ERRORS, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const created = await auditedWrite(app, request, ENTITY, (tx) =>
        createBlueprint(tx, request.body),
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/blueprints/:id/',
    {
      schema: {
        tags,
        params: AdminIdParams,
        response: { 200: AdminBlueprint, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => findBlueprint(app.db, Number(request.params.id)),
  );

  app.patch(
    '/blueprints/:id/',
    {
      schema: {
        tags,
        params: AdminIdParams,
        body: UpdateBlueprintBody,
        response: { 200: AdminBlueprint, ...errorResponses(...BODY_ERRORS, 401, 403, 404, 429) },
      },
    },
    async (request) =>
      auditedWrite(app, request, ENTITY, (tx) =>
        updateBlueprint(tx, Number(request.params.id), request.body),
      ),
  );

  app.delete(
    '/blueprints/:id/',
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
        deleteBlueprint(tx, Number(request.params.id)),
      );
      return reply.code(204).send(null);
    },
  );
};

export default blueprintsRoutes;
