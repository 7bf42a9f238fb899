import { randomUUID } from 'node:crypto';
import type { Role } from '@academy/contract';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notAuthenticated } from '../lib/errors';

/**
 * JWT access tokens (HS256, `user_id` + `exp`), as djangorestframework-simplejwt issues them.
 * Who may do what is the authorization plugin's business; this one only says who is asking.
 */

const INVALID_TOKEN = 'Given token not valid for any token type';

export default fp(
  async function authentication(app: FastifyInstance) {
    await app.register(fastifyJwt, {
      secret: app.config.jwtSecret,
      sign: { algorithm: 'HS256', expiresIn: app.config.accessTokenTtlSeconds },
      verify: { algorithms: ['HS256'] },
    });
  },
  { name: 'authentication', dependencies: [] },
);

/** The token may carry the role as a hint for the UI only: the server reads it from the database. */
export function issueAccessToken(app: FastifyInstance, userId: number, role?: Role): string {
  return app.jwt.sign({
    user_id: userId,
    token_type: 'access',
    jti: randomUUID(),
    ...(role ? { role } : {}),
  });
}

export interface SignedInUser {
  id: number;
  /** Read from the database now, never from the token. */
  role: Role;
}

/** The active user the request's bearer token names; 401 when missing, invalid or expired. */
export async function signedInUser(request: FastifyRequest): Promise<SignedInUser> {
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
  const { rows } = await request.server.db.query<{ role: Role }>(
    'SELECT role FROM users WHERE id = $1 AND is_active',
    [userId],
  );
  if (!rows[0]) throw notAuthenticated('User not found');
  return { id: userId, role: rows[0].role };
}
