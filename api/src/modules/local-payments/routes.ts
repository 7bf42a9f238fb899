// Paymob and Moyasar (docs/payments.md): the learner's routes, the providers' webhooks (public,
// verified in webhooks.ts) and the back-office's refunds, reconciliation and tax settings.
import {
  ConfirmLocalPaymentBody,
  CreateLocalPaymentBody,
  CreditNoteParams,
  LocalOrderParams,
  LocalPayment,
  PaymentOptions,
  PaymentOptionsParams,
  PaymentOptionsQuery,
  Reconciliation,
  ReconciliationQuery,
  Refund,
  RefundBody,
  RefundParams,
  TaxSettings,
} from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { varyOnLanguage } from '../../i18n/detail-language';
import { errorLanguageOf } from '../../i18n/error-language';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { pdfResponse } from '../../lib/pdf';
import { BODY_ERRORS, errorResponses, toId } from '../../lib/schemas';
import { requireAdmin } from '../../plugins/authorization';
import { creditNoteFileName, findCreditNote, renderCreditNote } from './credit-note';
import { findLocalOrder } from './local-orders';
import { reconcile } from './reconciliation';
import { refundOrder, refundsOf } from './refunds';
import { confirmLocalPayment, createLocalPayment, localPaymentOf, paymentOptions } from './service';
import { renderTaxInvoice, saveTaxSettings, taxInvoiceOf, taxSettings } from './tax';
import { moyasarWebhook, paymobWebhook } from './webhooks';

const tags = ['payments'];
const TaxInvoiceJson = Type.Object({
  number: Type.String(),
  issued_at: Type.String(),
  seller_name: Type.String(),
  vat_number: Type.String(),
  vat_rate: Type.Number(),
  course: Type.String(),
  total: Type.Number(),
  vat: Type.Number(),
  net: Type.Number(),
  currency: Type.String(),
  zatca_qr: Type.String(),
});

/** A signed-in learner's routes. */
export const localPaymentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/payment-options/:courseId/',
    {
      schema: {
        tags,
        params: PaymentOptionsParams,
        querystring: PaymentOptionsQuery,
        response: { 200: PaymentOptions, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      paymentOptions(app, request.userId, Number(request.params.courseId), request.query.country),
  );

  app.post(
    '/local-payments/',
    {
      schema: {
        tags,
        body: CreateLocalPaymentBody,
        response: { 201: LocalPayment, ...errorResponses(...BODY_ERRORS, 401, 404, 409, 502, 503) },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const payment = await createLocalPayment(app, request.log, request.userId, {
        courseId: toId(body.course_id),
        provider: body.provider,
        method: body.method,
        country: null,
      });
      return reply.code(201).send(payment);
    },
  );

  app.get(
    '/local-payments/:orderId/',
    {
      schema: {
        tags,
        params: LocalOrderParams,
        response: { 200: LocalPayment, ...errorResponses(401, 404) },
      },
    },
    async (request) => localPaymentOf(app, request.userId, request.params.orderId),
  );

  app.post(
    '/local-payments/:orderId/confirm/',
    {
      schema: {
        tags,
        params: LocalOrderParams,
        body: ConfirmLocalPaymentBody,
        response: { 200: LocalPayment, ...errorResponses(...BODY_ERRORS, 401, 404, 502, 503) },
      },
    },
    async (request) =>
      confirmLocalPayment(
        app,
        request.log,
        request.userId,
        request.params.orderId,
        request.body.transaction_id || undefined,
      ),
  );

  app.get(
    '/local-payments/:orderId/refunds/',
    {
      schema: {
        tags,
        params: LocalOrderParams,
        response: { 200: Type.Array(Refund), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const row = await findLocalOrder(app.db, { reference: request.params.orderId });
      if (!row || row.user_id !== request.userId) throw notFound('Order not found.');
      return refundsOf(app, row.id);
    },
  );

  app.get(
    '/me/orders/:orderId/credit-notes/:number.pdf',
    {
      schema: {
        tags,
        description:
          "A credit note (one refund) of the learner's own order, as a PDF, in the language of Accept-Language (en, ar).",
        params: CreditNoteParams,
        response: {
          200: pdfResponse('The credit note (PDF).'),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const note = await findCreditNote(app.db, {
        reference: request.params.orderId,
        number: request.params.number,
        userId: request.userId,
      });
      if (!note) throw notFound();
      varyOnLanguage(reply);
      const pdf = await renderCreditNote(note, errorLanguageOf(request.headers['accept-language']));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${creditNoteFileName(note.number)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/me/orders/:orderId/tax-invoice/',
    {
      schema: {
        tags,
        params: LocalOrderParams,
        response: { 200: TaxInvoiceJson, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const invoice = await taxInvoiceOf(app, request.userId, request.params.orderId);
      if (!invoice) throw notFound();
      return invoice;
    },
  );

  app.get(
    '/me/orders/:orderId/tax-invoice.pdf',
    {
      schema: {
        tags,
        params: LocalOrderParams,
        response: {
          200: pdfResponse('The simplified tax invoice (PDF).'),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const invoice = await taxInvoiceOf(app, request.userId, request.params.orderId);
      if (!invoice) throw notFound();
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="tax-invoice-${invoice.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(await renderTaxInvoice(invoice));
    },
  );
};

/** Anyone may call these; nothing is believed until verified. */
export const paymentWebhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const Received = Type.Object({ outcome: Type.String() });
  app.post(
    '/webhooks/paymob/',
    {
      schema: {
        tags,
        querystring: Type.Object({ hmac: Type.Optional(Type.String({ maxLength: 256 })) }),
        response: { 200: Received, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      outcome: await paymobWebhook(app, request.log, request.query.hmac, request.body),
    }),
  );
  app.post(
    '/webhooks/moyasar/',
    { schema: { tags, response: { 200: Received, ...errorResponses(400, 401, 502) } } },
    async (request) => ({ outcome: await moyasarWebhook(app, request.log, request.body) }),
  );
};

/** Staff (under /admin): refunds, reconciliation; tax settings (changing them: admin). */
export const adminLocalPaymentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/orders/:id/refunds/',
    {
      schema: {
        tags: ['admin'],
        params: RefundParams,
        body: RefundBody,
        response: { 201: Refund, ...errorResponses(...BODY_ERRORS, 401, 403, 404, 502, 503) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await refundOrder(
            app,
            request.log,
            request.userId,
            Number(request.params.id),
            request.body,
          ),
        ),
  );
  app.get(
    '/reconciliation/',
    {
      schema: {
        tags: ['admin'],
        querystring: ReconciliationQuery,
        response: { 200: Reconciliation, ...errorResponses(400, 401, 403, 502, 503) },
      },
    },
    async (request) => reconcile(app, request.log, request.query.provider, request.query.date),
  );
  app.get(
    '/tax-settings/',
    { schema: { tags: ['admin'], response: { 200: TaxSettings, ...errorResponses(401, 403) } } },
    async () => taxSettings(app),
  );
  app.put(
    '/tax-settings/',
    {
      schema: {
        tags: ['admin'],
        body: TaxSettings,
        response: { 200: TaxSettings, ...errorResponses(...BODY_ERRORS, 401, 403) },
      },
    },
    async (request) => {
      requireAdmin(request);
      await app.db.transaction(async (tx) => {
        await saveTaxSettings(tx, request.body);
        await recordAudit(tx, request.userId, {
          action: 'update',
          entity: 'tax-settings',
          entityId: 1,
          changes: { ...request.body },
        });
      });
      return taxSettings(app);
    },
  );
};
