import { EmailSendAnswer, EmailSendBody } from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/errors';
import { authRateLimit } from '../../plugins/rate-limit';
import { EmailJsError, receiveContactMessage } from './service';

/** EmailJS answers every outcome in plain text. */
const plainText = (description: string) => ({
  description,
  content: { 'text/plain': { schema: EmailSendAnswer } },
});

/**
 * The contact form's e-mail service, compatible with EmailJS's REST API:
 * POST /api/v1.0/email/send answers 200 "OK", or a status with a plain-text reason.
 */
const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1.0/email/send',
    {
      schema: {
        tags: ['contact'],
        body: EmailSendBody,
        response: {
          200: plainText('"OK": the message is stored (and relayed when SMTP is configured).'),
          400: plainText('The ids or the template parameters are refused.'),
          413: plainText('The request body is too large.'),
          415: plainText('The request body is not JSON.'),
          429: plainText('Too Many Requests'),
          500: plainText('The message could not be sent.'),
        },
      },
      config: authRateLimit(app),
      errorHandler(
        error: FastifyError & { validation?: unknown[] },
        request: FastifyRequest,
        reply: FastifyReply,
      ) {
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
};

export default contactRoutes;
