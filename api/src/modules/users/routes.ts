import { UserParams, UserProfile } from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../lib/errors';
import { errorResponses } from '../../lib/schemas';
import { authenticate, requireSameUser } from '../../plugins/authentication';

const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/:id/',
    {
      onRequest: authenticate,
      schema: {
        tags: ['users'],
        params: UserParams,
        response: { 200: UserProfile, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const userId = requireSameUser(request, Number(request.params.id));
      const { rows } = await app.db.query<{ id: number; username: string; email: string }>(
        'SELECT id, username, email FROM users WHERE id = $1',
        [userId],
      );
      const user = rows[0];
      if (!user) throw notFound();
      return { id: user.id, user_id: user.id, username: user.username, email: user.email };
    },
  );
};

export default usersRoutes;
