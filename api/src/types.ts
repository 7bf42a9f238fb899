import type { Role } from '@academy/contract';
import type { Config } from './config';
import type { Db } from './db/db';
import type { Services } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    services: Services;
    /**
     * Starts this instance's lecture transcoding worker unless MEDIA_WORKER is off or ffmpeg is
     * missing (both logged); resolves whether it runs. Call once the database is migrated.
     */
    startMediaWorker(): Promise<boolean>;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { user_id: number; token_type: 'access'; jti?: string; pwv: number; role?: Role };
    user: { user_id: number; token_type: 'access'; exp: number; role?: Role };
  }
}
