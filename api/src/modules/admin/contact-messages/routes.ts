import {
  AdminContactMessage,
  AdminIdParams,
  ContactMessagesQuery,
  Page,
  UpdateContactMessageBody,
} from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BODY_ERRORS, errorResponses } from '../../../lib/schemas';
import { auditedWrite } from '../../../lib/audit';
import { listPath } from '../../../lib/list';
import { findContactMessage, listContactMessages, updateContactMessage } from './service';

const tags = ['admin'];

/** The contact inbox: visitors write through the public form; staff only mark messages handled. */
const contactMessagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/contact-messages/',
    {
      schema: {
        tags,
        querystring: ContactMessagesQuery,
        response: { 200: Page(AdminContactMessage), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listContactMessages(app.db, request.query, listPath(request)),
  );

  app.get(
    '/contact-messages/:id/',
    {
      schema: {
        tags,
        params: AdminIdParams,
        response: { 200: AdminContactMessage, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => findContactMessage(app.db, Number(request.params.id)),
  );

  app.patch(
    '/contact-messages/:id/',
    {
      schema: {
        tags,
        params: AdminIdParams,
        body: UpdateContactMessageBody,
        response: {
          200: AdminContactMessage,
          ...errorResponses(...BODY_ERRORS, 401, 403, 404, 429),
        },
      },
    },
    async (request) =>
      auditedWrite(app, request, 'contact-messages', (tx) =>
        updateContactMessage(tx, Number(request.params.id), request.body),
      ),
  );
};

export default contactMessagesRoutes;
