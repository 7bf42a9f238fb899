import { LogoutResult } from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notAuthenticated } from '../../lib/errors';
import { errorResponses } from '../../lib/schemas';
import { expireMediaPass } from '../media/pass-cookie';
import { revokeSession } from './service';

/** Ending a session. Signed-in users only (a visitor gets 401 from the subtree's hook). */
const sessionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/logout/',
    {
      schema: {
        tags: ['auth'],
        response: { 200: LogoutResult, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      if (!request.tokenSession) throw notAuthenticated();
      await revokeSession(app.db, request.tokenSession);
      expireMediaPass(request, reply);
      return { detail: 'Successfully logged out.' };
    },
  );
};

export default sessionsRoutes;
