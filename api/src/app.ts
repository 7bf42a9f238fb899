import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { Config } from './config';
import { openDb, type Db } from './db/db';
import type { TrustedProxies } from './lib/env-types';
import authentication from './plugins/authentication';
import authorization from './plugins/authorization';
import { detailInLanguage } from './i18n/detail-language';
import { RequestLog } from './lib/request-log';
import { schemaCompilers } from './lib/schema-compilers';
import { errorHandler } from './plugins/error-shape';
import gracefulClose from './plugins/graceful-close';
import { guardJsonDepth, refuseNullCharacters } from './plugins/input-guard';
import openapi from './plugins/openapi';
import rateLimits from './plugins/rate-limit';
import releases from './modules/releases/plugin';
import telemetry from './modules/telemetry/plugin';
import mailOutboxRunner from './modules/receipts/outbox-runner';
import learningRecordsRunner from './modules/learning-records/runner';
import apiRoutes from './routes';
import { createServices, type Services } from './services';
import sitePlugin from './site/plugin';
import mediaWorker from './modules/transcode/plugin';
import './types';

export interface BuildOptions {
  /** A database opened by the caller (who then closes it); by default build opens config.db. */
  db?: Db;
  /** Replacements for third-party clients (tests pass real clients pointed at stand-ins). */
  services?: Partial<Services>;
  /** Where the logs go (default stdout); tests read them. */
  logStream?: NodeJS.WritableStream;
  /** Told of every route as it is added (the OpenAPI test checks that the document has them all). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A hop count is a function of the hop: Fastify 5 takes a
 * number as "trust nobody", which behind nginx would give every client nginx's address.
 */
function fastifyTrustProxy(
  trusted: TrustedProxies,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trusted === false) return false;
  if ('hops' in trusted) return (_address, hop) => hop < trusted.hops;
  return trusted.addresses;
}

/**
 * A request forwarded by a proxy while TRUST_PROXY trusts none: every client behind that proxy
 * then has the proxy's address and shares its rate limits. Said once, in the log.
 */
function warnOfUntrustedProxy(app: FastifyInstance): void {
  let warned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!warned && request.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      request.log.warn(
        'a request came with X-Forwarded-For but TRUST_PROXY trusts no proxy: behind one, every client has its address and shares its rate limits (set TRUST_PROXY=1 behind one nginx)',
      );
    }
    done();
  });
}

/** The methods a 405's `Allow` may name, in the order it names them. */
const ALLOWABLE_METHODS = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'] as const;

/** The whole server, ready for `inject` or `listen`. Migrations are not applied here. */

export async function build(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: {
        // Signed media URLs are credentials while they last: keep their signatures out of logs.
        req: (request: { method: string; url: string; ip?: string }) => ({
          method: request.method,
          url: request.url
            .replace(/([?&]sig=)[^&]*/, '$1[redacted]')
            .replace(/(\/hls\/\d+\.\d+\.)[\w-]+/, '$1[redacted]'),
          remoteAddress: request.ip,
        }),
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new RequestLog(),
    routerOptions: {
      ignoreTrailingSlash: true,
      // /translate/{text}: up to 2000 characters, percent-encoded.
      maxParamLength: 16_000,
    },
    bodyLimit: config.bodyLimit,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    return503OnClosing: true,
    // Each distinct schema compiled once per process (lib/schema-compilers.ts).
    schemaController: { compilersFactory: schemaCompilers },
    ajv: {
      customOptions: {
        coerceTypes: false,
        allErrors: true,
        removeAdditional: true,
        useDefaults: true,
        allowUnionTypes: true,
      },
    },
  });

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const db = options.db ?? (await openDb(config.db));
  if (!options.db) app.addHook('onClose', async () => db.close());
  const services: Services = { ...createServices(config, app.log), ...options.services };
  app.addHook('onClose', async () => services.mailer.close());
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('services', services);

  // JSON only: a text/plain body is answered 415 like any other unsupported type.
  app.removeContentTypeParser('text/plain');
  guardJsonDepth(app);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request, reply) => {
    // A known path asked with another method: 405 naming the methods it takes
    // (docs/design/api.md#errors). A catch-all (the site's pages) does not make a path known.
    // A route of the request's own method that answered "not found" (a media file that is not
    // there: reply.callNotFound()) is a 404, not a method problem.
    const url = request.url.split('?')[0] ?? request.url;
    const known = (method: string) => {
      const route = app.findRoute({ method: method as (typeof ALLOWABLE_METHODS)[number], url });
      return route !== null && !('*' in (route.params ?? {}));
    };
    const allowed = ALLOWABLE_METHODS.filter(known);
    if (allowed.length === 0 || known(request.method)) {
      return reply.code(404).send({ detail: 'Not found.' });
    }
    return reply
      .code(405)
      .header('allow', allowed.join(', '))
      .send({ detail: 'Method not allowed.' });
  });
  // Every request runs these three: callback hooks, so no promise is made and settled for each.
  app.addHook('preSerialization', detailInLanguage);
  app.addHook('preHandler', refuseNullCharacters);
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    done(null, payload);
  });

  if (config.trustProxy === false) warnOfUntrustedProxy(app);

  // Same origin by default (nginx or the site server); a front end on another origin is listed.
  if (config.corsOrigins.length > 0) {
    await app.register(cors, { origin: config.corsOrigins, maxAge: 600 });
  }
  await app.register(gracefulClose);
  await app.register(mediaWorker);
  await app.register(openapi);
  await app.register(authentication);
  await app.register(authorization);
  await app.register(rateLimits);
  await app.register(releases);
  await app.register(telemetry);
  await app.register(mailOutboxRunner);
  await app.register(learningRecordsRunner);
  await app.register(apiRoutes, { prefix: '/api' });
  if (config.siteDir) await app.register(sitePlugin, { siteDir: config.siteDir });
  return app;
}
