import { UserParams, UserProfile } from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../lib/errors';
import { errorResponses } from '../../lib/schemas';
import { requireSameUser } from '../../plugins/authorization';
import { findUser } from './service';

const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/:id/',
    {
      schema: {
        tags: ['users'],
        params: UserParams,
        response: { 200: UserProfile, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const userId = requireSameUser(request, Number(request.params.id));
      const user = await findUser(app.db, userId);
      if (!user) throw notFound();
      return { ...user, user_id: user.id };
    },
  );
};

export default usersRoutes;
