import { ReceiptParams } from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { varyOnLanguage } from '../../i18n/detail-language';
import { errorLanguageOf } from '../../i18n/error-language';
import { notFound } from '../../lib/errors';
import { pdfResponse } from '../../lib/pdf';
import { errorResponses } from '../../lib/schemas';
import { findReceipt, receiptFileName, renderReceipt } from './receipt';

/** The learner's receipts (their own completed orders only; anyone else's is 404). */
const receiptsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/me/orders/:orderId/receipt.pdf',
    {
      schema: {
        tags: ['me'],
        description:
          "The receipt of one of the learner's captured payments, as a PDF, in the language of Accept-Language (en, ar).",
        params: ReceiptParams,
        response: { 200: pdfResponse('The receipt (PDF).'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const receipt = await findReceipt(app.db, {
        reference: request.params.orderId,
        userId: request.userId,
      });
      if (!receipt) throw notFound();
      // In the language the page asks for (docs/design/languages.md#texts-the-api-writes).
      varyOnLanguage(reply);
      const pdf = await renderReceipt(receipt, errorLanguageOf(request.headers['accept-language']));
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${receiptFileName(receipt.reference)}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default receiptsRoutes;
