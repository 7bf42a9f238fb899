import {
  AdminIdParams,
  AdminOrder,
  OrdersQuery,
  OrderTotals,
  OrderTotalsQuery,
  Page,
} from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../lib/schemas';
import { listPath } from '../../../lib/list';
import { findOrder, listOrders, orderTotals } from './service';

const tags = ['admin'];

/** Read-only: orders are written by the payment flow alone (no POST, PATCH or DELETE here). */
const ordersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/orders/',
    {
      schema: {
        tags,
        querystring: OrdersQuery,
        response: { 200: Page(AdminOrder), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listOrders(app.db, request.query, listPath(request)),
  );

  app.get(
    '/orders/totals/',
    {
      schema: {
        tags,
        querystring: OrderTotalsQuery,
        response: { 200: OrderTotals, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => orderTotals(app.db, request.query),
  );

  app.get(
    '/orders/:id/',
    {
      schema: {
        tags,
        params: AdminIdParams,
        response: { 200: AdminOrder, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => findOrder(app.db, Number(request.params.id)),
  );
};

export default ordersRoutes;
