import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type Redis from 'ioredis';
import { ApiError } from '../lib/errors';
import { errorResponses } from '../lib/schemas';

/**
 * Rate limits (docs/design/api.md#rate-limits). Counts live in memory, or in Redis when REDIS_URL
 * is set so that several API instances share them. Each route counts on its own.
 *  - Every write (POST, PUT, PATCH, DELETE) is limited by default, per signed-in user (per client
 *    IP for a visitor): RATE_LIMIT_WRITE_MAX per RATE_LIMIT_WINDOW. A route added later is
 *    covered without a word; a route may ask for a tighter limit with `writeRateLimit(app, max)`.
 *  - The calls that guess secrets or cost an e-mail (login, register, password reset, contact)
 *    are limited per client IP instead, with `authRateLimit(app)`; coupon tries per user with
 *    `writeRateLimit(app, couponMax)`.
 */

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The signed-in user (the routes' onRequest hooks ran before this one), or the client address. */
function userOrAddress(request: FastifyRequest): string {
  return request.userId > 0 ? `user:${request.userId}` : `ip:${request.ip}`;
}

function isWrite(route: RouteOptions): boolean {
  return ([] as string[]).concat(route.method).some((method) => WRITE_METHODS.has(method));
}

/** Writes without a limit of their own get the default one, and say in the OpenAPI document that they may answer 429. */
function limitWritesByDefault(app: FastifyInstance, route: RouteOptions): void {
  if (!route.url.startsWith('/api/') || !isWrite(route)) return;
  if (route.config?.rateLimit === undefined) {
    route.config = { ...route.config, ...writeRateLimit(app) };
  }
  const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
  if (response && !('429' in response)) {
    route.schema = { ...route.schema, response: { ...response, ...errorResponses(429) } };
  }
}

export default fp(
  async function rateLimits(app: FastifyInstance) {
    let redis: Redis | undefined;
    if (app.config.redisUrl) {
      // Loaded only when configured: most apps (and API test files) count in memory.
      const { Redis: RedisClient } = await import('ioredis');
      redis = new RedisClient(app.config.redisUrl, {
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
      });
      redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis error'));
      app.addHook('onClose', async () => {
        await redis?.quit().catch(() => redis?.disconnect());
      });
    }
    // Before @fastify/rate-limit's own onRoute hook, which reads the route's config.
    app.addHook('onRoute', (route) => limitWritesByDefault(app, route));
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
  { name: 'rate-limits', dependencies: ['authorization'] },
);

/** Route config for the limited calls: RATE_LIMIT_AUTH_MAX per RATE_LIMIT_WINDOW and client IP. */
export function authRateLimit(app: FastifyInstance) {
  return {
    rateLimit: { max: app.config.rateLimit.authMax, timeWindow: app.config.rateLimit.windowMs },
  };
}

/** Route config for a write: `max` per RATE_LIMIT_WINDOW and user (client IP for a visitor). */
export function writeRateLimit(
  app: FastifyInstance,
  max = app.config.rateLimit.writeMax,
): { rateLimit: RateLimitOptions } {
  return {
    rateLimit: { max, timeWindow: app.config.rateLimit.windowMs, keyGenerator: userOrAddress },
  };
}
