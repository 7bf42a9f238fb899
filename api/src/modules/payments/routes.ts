import {
  AppliedCoupon,
  ApplyCouponBody,
  CreatePaymentBody,
  OrderParams,
  OrderRecord,
  PaidCheck,
  PaidCheckParams,
  ProviderOrder,
  Quote,
  QuoteParams,
  RecordOrderBody,
} from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound, unavailable } from '../../lib/errors';
import { BODY_ERRORS, errorResponses, toId } from '../../lib/schemas';
import { requireSameUser } from '../../plugins/authorization';
import { writeRateLimit } from '../../plugins/rate-limit';
import { captureOrder, recordOrder } from './capture';
import { createPayment, quoteFor } from './checkout';
import type { PayPalClient } from './paypal-client';
import { courseExists } from '../courses/service';
import { isEnrolled } from '../enrollments/service';
import { applyCoupon } from './service';

const NOT_CONFIGURED =
  'Online payment is not configured on this server (PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET).';

const paymentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const requirePayPal = (): PayPalClient => {
    if (!app.services.paypal) throw unavailable(NOT_CONFIGURED);
    return app.services.paypal;
  };

  app.get(
    '/check_paid_course/:userId/:courseId/',
    {
      schema: {
        tags: ['payments'],
        params: PaidCheckParams,
        response: { 200: PaidCheck, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const userId = requireSameUser(request, Number(request.params.userId));
      const courseId = Number(request.params.courseId);
      if (!(await courseExists(app.db, courseId))) throw notFound();
      return { paid: await isEnrolled(app.db, userId, courseId) };
    },
  );

  app.post(
    '/apply-coupon/',
    {
      schema: {
        tags: ['payments'],
        body: ApplyCouponBody,
        response: { 200: AppliedCoupon, ...errorResponses(...BODY_ERRORS, 401, 403, 404, 429) },
      },
      // Codes cannot be guessed at full speed: RATE_LIMIT_COUPON_MAX tries per window and user.
      config: writeRateLimit(app, app.config.rateLimit.couponMax),
    },
    async (request) => {
      const userId = requireSameUser(request, toId(request.body.user_id));
      return applyCoupon(app.db, userId, toId(request.body.course_id), request.body.coupon_title);
    },
  );

  // What the learner is charged now (USD, after the applied coupon): the page shows this.
  app.get(
    '/payment-quote/:courseId/',
    {
      schema: {
        tags: ['payments'],
        params: QuoteParams,
        response: { 200: Quote, ...errorResponses(401, 404) },
      },
    },
    async (request) => quoteFor(app.db, request.userId, Number(request.params.courseId)),
  );

  app.post(
    '/create-payment/',
    {
      schema: {
        tags: ['payments'],
        body: CreatePaymentBody,
        response: {
          201: ProviderOrder,
          ...errorResponses(...BODY_ERRORS, 401, 404, 409, 502, 503),
        },
      },
    },
    async (request, reply) => {
      const item = request.body.cart[0]!;
      const country = typeof item.country === 'string' ? item.country.trim().slice(0, 16) : null;
      const order = await createPayment(app.db, requirePayPal(), request.log, request.userId, {
        id: toId(item.id),
        country: country || null,
      });
      return reply.code(201).send(order);
    },
  );

  app.post(
    '/orders/:orderId/',
    {
      schema: {
        tags: ['payments'],
        params: OrderParams,
        response: { 200: ProviderOrder, ...errorResponses(401, 404, 409, 422, 502, 503) },
      },
    },
    async (request) => {
      const order = await captureOrder(
        app.db,
        requirePayPal(),
        request.log,
        request.userId,
        request.params.orderId,
      );
      // The receipt goes out after the answer; a mail that fails is tried again later.
      app.mailOutbox.deliverSoon();
      return order;
    },
  );

  app.post(
    '/orders/',
    {
      schema: {
        tags: ['payments'],
        body: RecordOrderBody,
        response: {
          200: OrderRecord,
          201: OrderRecord,
          ...errorResponses(...BODY_ERRORS, 401, 403, 404, 409, 502, 503),
        },
      },
    },
    async (request, reply) => {
      const userId = requireSameUser(request, toId(request.body.user));
      const { created, record } = await recordOrder(
        app.db,
        requirePayPal(),
        request.log,
        userId,
        toId(request.body.course),
        String(request.body.order_id),
      );
      app.mailOutbox.deliverSoon();
      return reply.code(created ? 201 : 200).send(record);
    },
  );
};

export default paymentsRoutes;
