import { AuditEntry, AuditLogQuery, Page } from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../lib/schemas';
import { listPath } from '../../../lib/list';
import { listAuditLog } from './service';

/** Read-only: the log has no write route, and the database refuses changes to its rows. */
const auditLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/audit-log/',
    {
      schema: {
        tags: ['admin'],
        querystring: AuditLogQuery,
        response: { 200: Page(AuditEntry), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listAuditLog(app.db, request.query, listPath(request)),
  );
};

export default auditLogRoutes;
