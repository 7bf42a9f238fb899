import { AdminOrder, OrdersQuery, OrderTotals, OrderTotalsQuery } from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudRoutes } from '../../../lib/crud-routes';
import { errorResponses } from '../../../lib/schemas';
import { findOrder, listOrders, orderTotals } from './service';

/** Read-only: orders are written by the payment flow alone (no POST, PATCH or DELETE here). */
const ordersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(
    crudRoutes({
      name: 'orders',
      schemas: { item: AdminOrder, query: OrdersQuery },
      service: { list: listOrders, find: findOrder },
    }),
  );

  app.get(
    '/orders/totals/',
    {
      schema: {
        tags: ['admin'],
        querystring: OrderTotalsQuery,
        response: { 200: OrderTotals, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => orderTotals(app.db, request.query),
  );
};

export default ordersRoutes;
