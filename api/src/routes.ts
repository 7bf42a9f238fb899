import type { FastifyInstance } from 'fastify';
import adminRoutes from './modules/admin/routes';
import attemptsRoutes from './modules/attempts/routes';
import examToolsRoutes from './modules/exam-tools/routes';
import authRoutes from './modules/auth/routes';
import blogsRoutes from './modules/blogs/routes';
import { certificateRoutes, claimCertificateRoutes } from './modules/certificates/routes';
import { credentialRoutes } from './modules/credentials/routes';
import { learnerLearningRecordsRoutes } from './modules/learning-records/routes';
import commentsRoutes from './modules/comments/routes';
import contactRoutes from './modules/contact/routes';
import coursesRoutes, { lessonRoutes } from './modules/courses/routes';
import examsRoutes from './modules/exams/routes';
import healthRoutes from './modules/health/routes';
import learningRoutes from './modules/learning/routes';
import { localPaymentsRoutes, paymentWebhookRoutes } from './modules/local-payments/routes';
import mediaRoutes from './modules/media/routes';
import paymentsRoutes from './modules/payments/routes';
import questionReportsRoutes from './modules/question-reports/routes';
import readinessRoutes from './modules/readiness/routes';
import reviewRoutes from './modules/review/routes';
import releasesRoutes from './modules/releases/routes';
import progressRoutes from './modules/progress/routes';
import receiptsRoutes from './modules/receipts/routes';
import sessionsRoutes from './modules/sessions/routes';
import telemetryRoutes from './modules/telemetry/routes';
import translateRoutes from './modules/translate/routes';
import usersRoutes from './modules/users/routes';
import { signedInOnly } from './plugins/authorization';
import { openapiRoute } from './plugins/openapi';

/**
 * Every module's routes (under /api), grouped by who may call them: access is decided once per
 * subtree, not route by route. Finer rules (a role, owning the route's course) sit on the routes
 * that need them.
 */
export default async function apiRoutes(api: FastifyInstance): Promise<void> {
  // Anyone. Lesson media check their signed link instead of a token (a <video> sends no header).
  await api.register(healthRoutes);
  await api.register(authRoutes);
  await api.register(coursesRoutes);
  await api.register(blogsRoutes);
  await api.register(contactRoutes);
  await api.register(mediaRoutes);
  await api.register(certificateRoutes);
  await api.register(credentialRoutes);
  await api.register(openapiRoute);
  await api.register(releasesRoutes);
  await api.register(telemetryRoutes);
  // Paymob's and Moyasar's webhooks: verified by their signature or token, not a session.
  await api.register(paymentWebhookRoutes);

  // A signed-in user: 401 for a visitor, before the body is even read.
  await api.register(async function signedIn(learnerApi) {
    await signedInOnly(learnerApi);
    await learnerApi.register(sessionsRoutes);
    await learnerApi.register(usersRoutes);
    await learnerApi.register(lessonRoutes);
    await learnerApi.register(commentsRoutes);
    await learnerApi.register(paymentsRoutes);
    await learnerApi.register(localPaymentsRoutes);
    await learnerApi.register(examsRoutes);
    await learnerApi.register(attemptsRoutes);
    await learnerApi.register(examToolsRoutes);
    await learnerApi.register(questionReportsRoutes);
    await learnerApi.register(progressRoutes);
    await learnerApi.register(learningRoutes);
    await learnerApi.register(receiptsRoutes);
    await learnerApi.register(claimCertificateRoutes);
    await learnerApi.register(learnerLearningRecordsRoutes);
    await learnerApi.register(translateRoutes);
    await learnerApi.register(readinessRoutes);
    await learnerApi.register(reviewRoutes);
  });

  // Staff and admins: the back-office (401 for a visitor, 403 for a learner).
  await api.register(adminRoutes, { prefix: '/admin' });
}
