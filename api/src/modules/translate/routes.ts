import { TRANSLATE_MAX_LENGTH, TranslateParams, Translation } from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest } from '../../lib/errors';
import { errorResponses } from '../../lib/schemas';
import { translate } from './service';

const translateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/translate/:text',
    {
      schema: {
        tags: ['translate'],
        params: TranslateParams,
        response: { 200: Translation, ...errorResponses(400, 401, 404, 503) },
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
};

export default translateRoutes;
