import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/errors';
import { authenticate } from '../../plugins/authentication';
import { translate } from './service';

export const TRANSLATE_MAX_LENGTH = 2000;

export default async function translateRoutes(app: FastifyInstance) {
  app.get<{ Params: { text: string } }>(
    '/translate/:text',
    {
      onRequest: authenticate,
      schema: {
        params: { type: 'object', properties: { text: { type: 'string', minLength: 1 } } },
      },
    },
    async (request) => {
      if (request.params.text.length > TRANSLATE_MAX_LENGTH) {
        throw badRequest({
          text: [`Ensure this field has no more than ${TRANSLATE_MAX_LENGTH} characters.`],
        });
      }
      const data = await translate(
        app.db,
        app.services.machineTranslator,
        request.log,
        request.params.text,
        app.config.translate.target,
      );
      return { data };
    },
  );
}
