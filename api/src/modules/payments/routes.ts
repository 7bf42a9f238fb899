import type { FastifyInstance } from 'fastify';
import { notFound, unavailable } from '../../lib/errors';
import { toId } from '../../lib/schemas';
import { authenticate, requireSameUser } from '../../plugins/authentication';
import { captureOrder, createPayment, quoteFor, recordOrder } from './checkout';
import { PayPalClient } from './paypal-client';
import {
  applyCouponSchema,
  captureSchema,
  checkPaidSchema,
  createPaymentSchema,
  quoteSchema,
  recordOrderSchema,
  type ApplyCouponBody,
  type CreatePaymentBody,
  type RecordOrderBody,
} from './schemas';
import { applyCoupon, courseExists, isEnrolled } from './service';

const NOT_CONFIGURED =
  'Online payment is not configured on this server (PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET).';

export default async function paymentsRoutes(app: FastifyInstance) {
  const { clientId, clientSecret, apiBase } = app.config.paypal;
  const paypal =
    clientId && clientSecret ? new PayPalClient({ clientId, clientSecret, apiBase }) : null;
  const requirePayPal = (): PayPalClient => {
    if (!paypal) throw unavailable(NOT_CONFIGURED);
    return paypal;
  };

  app.get<{ Params: { userId: string; courseId: string } }>(
    '/check_paid_course/:userId/:courseId/',
    { onRequest: authenticate, schema: checkPaidSchema },
    async (request) => {
      const userId = requireSameUser(request, Number(request.params.userId));
      const courseId = Number(request.params.courseId);
      if (!(await courseExists(app.db, courseId))) throw notFound();
      return { paid: await isEnrolled(app.db, userId, courseId) };
    },
  );

  app.post<{ Body: ApplyCouponBody }>(
    '/apply-coupon/',
    { onRequest: authenticate, schema: applyCouponSchema },
    async (request) => {
      const userId = requireSameUser(request, toId(request.body.user_id));
      return applyCoupon(app.db, userId, toId(request.body.course_id), request.body.coupon_title);
    },
  );

  // What the learner is charged now (USD, after the applied coupon): the page shows this.
  app.get<{ Params: { courseId: string } }>(
    '/payment-quote/:courseId/',
    { onRequest: authenticate, schema: quoteSchema },
    async (request) => quoteFor(app.db, request.userId, Number(request.params.courseId)),
  );

  app.post<{ Body: CreatePaymentBody }>(
    '/create-payment/',
    { onRequest: authenticate, schema: createPaymentSchema },
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

  app.post<{ Params: { orderId: string } }>(
    '/orders/:orderId/',
    { onRequest: authenticate, schema: captureSchema },
    async (request) =>
      captureOrder(app.db, requirePayPal(), request.log, request.userId, request.params.orderId),
  );

  app.post<{ Body: RecordOrderBody }>(
    '/orders/',
    { onRequest: authenticate, schema: recordOrderSchema },
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
      return reply.code(created ? 201 : 200).send(record);
    },
  );
}
