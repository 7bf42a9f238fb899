import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors';
import { idParam } from '../../lib/schemas';
import { authenticate, requireSameUser } from '../../plugins/authentication';

export default async function usersRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>(
    '/users/:id/',
    {
      onRequest: authenticate,
      schema: {
        params: { type: 'object', properties: { id: idParam }, required: ['id'] },
        response: {
          200: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              user_id: { type: 'integer' },
              username: { type: 'string' },
              email: { type: 'string' },
            },
          },
        },
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
}
