import { randomUUID } from 'node:crypto';
import type { Role } from '@academy/contract';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notAuthenticated } from '../lib/errors';
import { liveSessionRole, type TokenSession } from '../modules/sessions/service';

/**
 * JWT access tokens (HS256, `user_id`, `jti`, `iat`, `exp`), as djangorestframework-simplejwt
 * issues them, plus `pwv`, the user's password version when it was issued. A token is refused
 * without any of those claims, after its `exp`, once revoked by a logout, and when issued before
 * the user's last password change (modules/sessions).
 * Who may do what is the authorization plugin's business; this one only says who is asking.
 */

const INVALID_TOKEN = 'Given token not valid for any token type';

export default fp(
  async function authentication(app: FastifyInstance) {
    await app.register(fastifyJwt, {
      secret: app.config.jwtSecret,
      sign: { algorithm: 'HS256', expiresIn: app.config.accessTokenTtlSeconds },
      // No `exp`, no session that ends: such a token is refused whoever signed it.
      verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'iat', 'jti'] },
    });
  },
  { name: 'authentication', dependencies: [] },
);

/** The token may carry the role as a hint for the UI only: the server reads it from the database. */
export function issueAccessToken(
  app: FastifyInstance,
  userId: number,
  passwordVersion: number,
  role?: Role,
): string {
  return app.jwt.sign({
    user_id: userId,
    token_type: 'access',
    jti: randomUUID(),
    pwv: passwordVersion,
    ...(role ? { role } : {}),
  });
}

export interface SignedInUser {
  id: number;
  /** Read from the database now, never from the token. */
  role: Role;
  /** The session the token belongs to (what a logout revokes). */
  session: TokenSession;
}

/** The active user the request's bearer token names; 401 when missing, invalid, expired or ended. */
export async function signedInUser(request: FastifyRequest): Promise<SignedInUser> {
  const header = request.headers.authorization;
  if (header === undefined || header.trim() === '') throw notAuthenticated();
  if (!/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/.test(header.trim())) throw notAuthenticated(INVALID_TOKEN);
  let payload: Record<string, unknown>;
  try {
    payload = await request.jwtVerify();
  } catch {
    throw notAuthenticated(INVALID_TOKEN);
  }
  const { user_id: userId, jti, pwv, exp } = payload;
  if (
    typeof userId !== 'number' ||
    !Number.isSafeInteger(userId) ||
    payload.token_type !== 'access' ||
    typeof jti !== 'string' ||
    jti.length === 0 ||
    jti.length > 64 ||
    typeof payload.iat !== 'number' ||
    typeof pwv !== 'number' ||
    !Number.isSafeInteger(pwv) ||
    typeof exp !== 'number'
  ) {
    throw notAuthenticated(INVALID_TOKEN);
  }
  const session = { userId, tokenId: jti, passwordVersion: pwv, expiresAt: exp };
  const role = await liveSessionRole<Role>(request.server.db, session);
  if (role === null) throw notAuthenticated(INVALID_TOKEN);
  return { id: userId, role, session };
}
