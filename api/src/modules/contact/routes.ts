import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/errors';
import { authRateLimit } from '../../plugins/rate-limit';
import { sendSchema, type SendBody } from './schemas';
import { EmailJsError, receiveContactMessage } from './service';

/**
 * The contact form's e-mail service, compatible with EmailJS's REST API:
 * POST /api/v1.0/email/send answers 200 "OK", or a status with a plain-text reason.
 */
export default async function contactRoutes(app: FastifyInstance) {
  app.post<{ Body: SendBody }>(
    '/v1.0/email/send',
    {
      schema: sendSchema,
      config: authRateLimit(app),
      errorHandler(error: FastifyError & { validation?: unknown[] }, request, reply) {
        reply.type('text/plain; charset=utf-8');
        if (error instanceof EmailJsError) return reply.code(error.statusCode).send(error.message);
        if (error instanceof ApiError && error.statusCode === 429) {
          return reply.code(429).send('Too Many Requests');
        }
        if (error.validation) {
          return reply.code(400).send(`The request is invalid: ${error.message}.`);
        }
        const status = error.statusCode ?? 500;
        if (status >= 400 && status < 500) {
          return reply
            .code(status === 413 || status === 415 ? status : 400)
            .send('The request body is invalid.');
        }
        request.log.error({ err: error }, 'contact message failed');
        return reply.code(500).send('The message could not be sent. Try again later.');
      },
    },
    async (request, reply) => {
      await receiveContactMessage(
        app.db,
        app.config,
        app.services.mailer,
        request.log,
        request.body,
        request.ip,
      );
      return reply.code(200).type('text/plain; charset=utf-8').send('OK');
    },
  );
}
