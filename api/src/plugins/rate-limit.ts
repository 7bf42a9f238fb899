import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Redis from 'ioredis';
import { ApiError } from '../lib/errors';

/**
 * Rate limits for the sensitive calls (login, register, password reset, contact per client IP;
 * coupon tries per user). Counts live in memory, or in Redis when REDIS_URL is set so that
 * several API instances share them. Routes opt in with `config: authRateLimit(app)` or
 * `config: perUserRateLimit(...)`.
 */
export default fp(
  async function rateLimits(app: FastifyInstance) {
    let redis: Redis | undefined;
    if (app.config.redisUrl) {
      redis = new Redis(app.config.redisUrl, {
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
      });
      redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis error'));
      app.addHook('onClose', async () => {
        await redis?.quit().catch(() => redis?.disconnect());
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'academy-rl-' } : {}),
      // A Redis outage must not lock everyone out of logging in.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new ApiError(429, {
          detail: `Request was throttled. Expected available in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
        }),
    });
  },
  { name: 'rate-limits' },
);

/** Route config for the limited calls: RATE_LIMIT_AUTH_MAX per RATE_LIMIT_WINDOW and client IP. */
export function authRateLimit(app: FastifyInstance) {
  return {
    rateLimit: { max: app.config.rateLimit.authMax, timeWindow: app.config.rateLimit.windowMs },
  };
}

/**
 * Route config for a call limited per signed-in user (whatever their address): `max` per
 * RATE_LIMIT_WINDOW. For routes behind requireUser, whose onRequest hook runs before the limiter's.
 */
export function perUserRateLimit(app: FastifyInstance, name: string, max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: app.config.rateLimit.windowMs,
      keyGenerator: (request: FastifyRequest) => `${name}-user-${request.userId}`,
    },
  };
}
