import {
  AdminCoupon,
  AdminIdParams,
  CouponsQuery,
  CreateCouponBody,
  Page,
  UpdateCouponBody,
} from '@academy/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BODY_ERRORS, errorResponses } from '../../../lib/schemas';
import { auditedWrite } from '../../../lib/audit';
import { listPath } from '../../../lib/list';
import { createCoupon, deleteCoupon, findCoupon, listCoupons, updateCoupon } from './service';

const ENTITY = 'coupons';
const tags = ['admin'];

const couponsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/coupons/',
    {
      schema: {
        tags,
        querystring: CouponsQuery,
        response: { 200: Page(AdminCoupon), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listCoupons(app.db, request.query, listPath(request)),
  );

  app.post(
    '/coupons/',
    {
      schema: {
        tags,
        body: CreateCouponBody,
        response: { 201: AdminCoupon, ...errorResponses(...BODY_ERRORS, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const created = await auditedWrite(app, request, ENTITY, (tx) =>
        createCoupon(tx, request.body),
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/coupons/:id/',
    {
      schema: {
        tags,
        params: AdminIdParams,
        response: { 200: AdminCoupon, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => findCoupon(app.db, Number(request.params.id)),
  );

  app.patch(
    '/coupons/:id/',
    {
      schema: {
        tags,
        params: AdminIdParams,
        body: UpdateCouponBody,
        response: { 200: AdminCoupon, ...errorResponses(...BODY_ERRORS, 401, 403, 404, 429) },
      },
    },
    async (request) =>
      auditedWrite(app, request, ENTITY, (tx) =>
        updateCoupon(tx, Number(request.params.id), request.body),
      ),
  );

  app.delete(
    '/coupons/:id/',
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
      await auditedWrite(app, request, ENTITY, (tx) => deleteCoupon(tx, Number(request.params.id)));
      return reply.code(204).send(null);
    },
  );
};

export default couponsRoutes;
