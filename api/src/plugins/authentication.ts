import { randomUUID } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, notAuthenticated } from '../lib/errors';

/**
 * JWT access tokens (HS256, `user_id` + `exp`), as djangorestframework-simplejwt issues them.
 * Handlers call `requireUser(request)` to get the token's user id, and `requireSameUser` to
 * refuse ids that name another user.
 */

const INVALID_TOKEN = 'Given token not valid for any token type';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` hook on routes that need a signed-in user. */
    userId: number;
  }
}

export default fp(
  async function authentication(app: FastifyInstance) {
    app.decorateRequest('userId', 0);
    await app.register(fastifyJwt, {
      secret: app.config.jwtSecret,
      sign: { algorithm: 'HS256', expiresIn: app.config.accessTokenTtlSeconds },
      verify: { algorithms: ['HS256'] },
    });
  },
  { name: 'authentication', dependencies: [] },
);

export function issueAccessToken(app: FastifyInstance, userId: number): string {
  return app.jwt.sign({ user_id: userId, token_type: 'access', jti: randomUUID() });
}

/** The id of the user the request's bearer token names; 401 when missing, invalid or expired. */
export async function requireUser(request: FastifyRequest): Promise<number> {
  const header = request.headers.authorization;
  if (header === undefined || header.trim() === '') throw notAuthenticated();
  if (!/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/.test(header.trim())) throw notAuthenticated(INVALID_TOKEN);
  let payload: { user_id?: unknown; token_type?: unknown };
  try {
    payload = await request.jwtVerify();
  } catch {
    throw notAuthenticated(INVALID_TOKEN);
  }
  const userId = payload.user_id;
  if (
    typeof userId !== 'number' ||
    !Number.isSafeInteger(userId) ||
    payload.token_type !== 'access'
  ) {
    throw notAuthenticated(INVALID_TOKEN);
  }
  const { rows } = await request.server.db.query(
    'SELECT 1 FROM users WHERE id = $1 AND is_active',
    [userId],
  );
  if (rows.length === 0) throw notAuthenticated('User not found');
  return userId;
}

/**
 * onRequest hook of the routes that need a signed-in user: like DRF, authentication is checked
 * before the body is parsed or validated, so a visitor always gets 401.
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  request.userId = await requireUser(request);
}

/** For ids in paths and bodies: they must be the token's own user, else 403. */
export function requireSameUser(request: FastifyRequest, claimed: number): number {
  if (claimed !== request.userId) {
    throw forbidden('You do not have permission to perform this action.');
  }
  return request.userId;
}
