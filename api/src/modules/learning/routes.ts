import { MyLearning } from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/schemas';
import { myLearning } from './service';

/**
 * My learning (docs/design/progress.md#my-learning): the signed-in learner's own courses, attempts
 * and orders.
 */
const learningRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/me/learning/',
    {
      schema: {
        tags: ['me'],
        description:
          'The learner\'s courses with progress, "Continue" and certificate; recent submitted attempts; the weakest domain; orders with receipts.',
        response: { 200: MyLearning, ...errorResponses(401) },
      },
    },
    async (request) => myLearning(app, request.userId),
  );
};

export default learningRoutes;
