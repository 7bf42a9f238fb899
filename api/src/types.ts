import type { Role } from '@academy/contract';
import type { Config } from './config';
import type { Db } from './db/db';
import type { Services } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    services: Services;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { user_id: number; token_type: 'access'; jti?: string; pwv: number; role?: Role };
    user: { user_id: number; token_type: 'access'; exp: number; role?: Role };
  }
}
