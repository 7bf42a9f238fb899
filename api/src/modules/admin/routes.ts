import type { FastifyInstance } from 'fastify';
import { staffOnly } from '../../plugins/authorization';
import auditLogRoutes from './audit-log/routes';
import blogsRoutes from './blogs/routes';
import blueprintsRoutes from './blueprints/routes';
import categoriesRoutes from './categories/routes';
import commentsRoutes from './comments/routes';
import contactMessagesRoutes from './contact-messages/routes';
import couponsRoutes from './coupons/routes';
import coursesRoutes from './courses/routes';
import enrollmentsRoutes from './enrollments/routes';
import instructorsRoutes from './instructors/routes';
import lessonsRoutes from './lessons/routes';
import ordersRoutes from './orders/routes';
import { adminLocalPaymentsRoutes } from '../local-payments/routes';
import questionBanksRoutes from './question-banks/routes';
import questionReportsRoutes from './question-reports/routes';
import questionStatsRoutes from './question-stats/routes';
import questionsRoutes from './questions/routes';
import releasesRoutes from './releases/routes';
import uploadsRoutes from './uploads/routes';
import usersRoutes from './users/routes';
import { adminLearningRecordsRoutes } from '../learning-records/routes';
import { adminCredentialRoutes } from '../credentials/routes';

/**
 * The back-office API under /api/admin/ (docs/design/back-office.md#the-admin-api): staff or admin
 * on every route, the role read from the database on each call. One folder per resource (routes,
 * service, tests); a new resource is one folder and one line here.
 */
export default async function adminRoutes(admin: FastifyInstance): Promise<void> {
  await staffOnly(admin);
  await admin.register(instructorsRoutes);
  await admin.register(categoriesRoutes);
  await admin.register(coursesRoutes);
  await admin.register(lessonsRoutes);
  await admin.register(blogsRoutes);
  await admin.register(couponsRoutes);
  await admin.register(ordersRoutes);
  await admin.register(adminLocalPaymentsRoutes);
  await admin.register(enrollmentsRoutes);
  await admin.register(usersRoutes);
  await admin.register(commentsRoutes);
  await admin.register(contactMessagesRoutes);
  await admin.register(questionBanksRoutes);
  await admin.register(questionsRoutes);
  await admin.register(questionStatsRoutes);
  await admin.register(questionReportsRoutes);
  await admin.register(auditLogRoutes);
  await admin.register(uploadsRoutes);
  await admin.register(blueprintsRoutes);
  await admin.register(adminLearningRecordsRoutes);
  await admin.register(adminCredentialRoutes);
  // Admin only (requireAdmin inside): the remotes' versions, Make live and Roll back.
  await admin.register(releasesRoutes);
}
