import { Health } from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/schemas';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: Health, ...errorResponses(), 503: Health } } },
    async (request, reply) => {
      try {
        await app.db.query('SELECT 1');
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', detail: 'Database unavailable.' });
      }
    },
  );
};

export default healthRoutes;
