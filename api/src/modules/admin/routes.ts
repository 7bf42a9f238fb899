import * as contract from '@academy/contract';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { action, crudRoutes, type CrudResource } from '../../lib/crud-routes';
import { videoMeasurer } from '../../lib/video-duration';
import { staffOnly } from '../../plugins/authorization';
import { adminCredentialRoutes } from '../credentials/routes';
import { adminLearningRecordsRoutes } from '../learning-records/routes';
import { adminLocalPaymentsRoutes } from '../local-payments/routes';
import * as auditLog from './audit-log/service';
import * as blogs from './blogs/service';
import * as blueprints from './blueprints/service';
import * as categories from './categories/service';
import * as comments from './comments/service';
import * as contactMessages from './contact-messages/service';
import * as coupons from './coupons/service';
import * as courses from './courses/service';
import * as enrollments from './enrollments/service';
import * as instructors from './instructors/service';
import * as lessons from './lessons/service';
import { lessonTranscode, retryTranscode } from './lessons/transcode';
import { claimingMedia, mediaClaimer } from './media-fields';
import { findOrder, listOrders, orderTotals } from './orders/service';
import * as banks from './question-banks/service';
import * as reports from './question-reports/service';
import * as questionStats from './question-stats/service';
import { imageClaimer } from './questions/images';
import { IMPORT_BODY_LIMIT, importQuestions } from './questions/import/service';
import * as questions from './questions/service';
import releasesRoutes from './releases/routes';
import uploadsRoutes from './uploads/routes';
import * as users from './users/service';

const { AdminIdParams, AdminResources: shapes } = contract;

/** A resource named by its URL segment, its shapes the contract's under that name. */
function resource<N extends keyof typeof shapes>(
  name: N,
  rest: Omit<CrudResource<(typeof shapes)[N]>, 'name' | 'schemas'>,
): FastifyPluginAsync {
  return crudRoutes({ name, schemas: shapes[name], ...rest });
}

/** The topics and the exams: one resource over two tables. */
const questionBanks = (kind: banks.BankKind) =>
  crudRoutes({
    name: kind,
    schemas: shapes['question-banks'],
    service: banks.bankService(kind),
    descriptions: { remove: 'Deletes the bank and its questions (kept in the audit row).' },
  });

/**
 * The back-office API under /api/admin/ (docs/design/back-office.md#the-admin-api): staff or admin
 * on every route, the role read from the database on each call. One entry per resource (its
 * schemas, its service's functions, what it does beyond CRUD); a resource's folder holds its
 * service and tests.
 */
const resources: FastifyPluginAsync[] = [
  resource('instructors', { service: claimingMedia(instructors, mediaClaimer) }),
  resource('categories', { service: categories, conflicts: ['remove'] }),
  resource('courses', {
    service: claimingMedia(courses, mediaClaimer),
    conflicts: ['remove'],
    descriptions: {
      reorder: 'The catalogue in its new order: every course id once, first shown first.',
    },
  }),
  resource('lessons', {
    // A lesson given a video is measured by it (progress, docs/design/progress.md#progress).
    service: claimingMedia(lessons, (app): lessons.LessonMedia => ({
      claim: mediaClaimer(app),
      measure: videoMeasurer(app.services.mediaStore, app.config.transcode.ffprobe),
    })),
    descriptions: {
      reorder: "A course's lessons in their new order: every lesson id of the course once.",
    },
    actions: [
      action({
        method: 'GET',
        path: ':id/transcode/',
        description: "The HLS transcode of the lesson's video: queued, running, ready or failed.",
        params: AdminIdParams,
        answer: contract.LessonTranscode,
        errors: [401, 403, 404],
        handler: (request, db) => lessonTranscode(db, Number(request.params.id)),
      }),
      action({
        method: 'POST',
        path: ':id/transcode/',
        description:
          "Queues the lesson's video for transcoding again after a failure (202). 409 while one is under way or once it is streamed.",
        params: AdminIdParams,
        status: 202,
        answer: contract.LessonTranscode,
        errors: [400, 401, 403, 404, 409, 429],
        audited: true,
        handler: (request, tx) => retryTranscode(tx, Number(request.params.id)),
      }),
    ],
  }),
  resource('blogs', { service: claimingMedia(blogs, mediaClaimer) }),
  resource('coupons', { service: coupons, conflicts: ['remove'] }),
  // Read-only: orders are written by the payment flow alone.
  resource('orders', {
    service: { list: listOrders, find: findOrder },
    actions: [
      action({
        method: 'GET',
        path: 'totals/',
        querystring: contract.OrderTotalsQuery,
        answer: contract.OrderTotals,
        errors: [400, 401, 403],
        handler: (request, db) => orderTotals(db, request.query),
      }),
    ],
  }),
  adminLocalPaymentsRoutes,
  // Grant (POST) and revoke (DELETE); an enrolment has nothing to edit.
  resource('enrollments', {
    service: {
      list: enrollments.listEnrollments,
      find: enrollments.findEnrollment,
      create: (tx, body, request) => enrollments.createEnrollment(tx, body, request.userId),
      remove: enrollments.deleteEnrollment,
    },
    conflicts: ['create', 'remove'],
    deleted: 'Revoked.',
  }),
  // Learners register themselves: users are neither created nor deleted here.
  resource('users', {
    service: {
      list: users.listUsers,
      find: users.findUserDetail,
      update: (tx, id, body, request) => users.updateUser(tx, request, id, body),
    },
  }),
  // Moderation: learners write comments (POST /api/comments/); staff read and remove them.
  resource('comments', { service: comments }),
  // The contact inbox: visitors write through the public form; staff mark messages handled.
  resource('contact-messages', { service: contactMessages }),
  questionBanks('topics'),
  questionBanks('exams'),
  resource('questions', {
    service: claimingMedia(questions, imageClaimer),
    descriptions: { update: '`answers`, when sent, replaces the whole list.' },
    actions: [
      action({
        method: 'POST',
        path: 'import/',
        description:
          'Bulk import of one bank from a CSV or JSON file read as text (docs/question-import.md). ' +
          'A dry run writes nothing; a run with any error writes nothing and answers 400 with the report.',
        body: contract.ImportQuestionsBody,
        bodyLimit: IMPORT_BODY_LIMIT,
        answer: contract.ImportQuestionsReport,
        errors: [401, 403, 404, 413, 415, 429],
        responses: {
          400: Type.Union([
            contract.ImportQuestionsReport,
            Type.Unsafe<contract.FieldErrors | contract.DetailError>(
              Type.Union([Type.Ref('FieldErrors'), Type.Ref('DetailError')]),
            ),
          ]),
        },
        handler: (request) => importQuestions(request, request.body),
      }),
    ],
  }),
  // Question quality (issue 19): how learners answered each question; read-only.
  resource('question-stats', { service: questionStats }),
  // Learners report at POST /api/questions/{id}/reports/; staff read and resolve them.
  resource('question-reports', {
    service: {
      list: reports.listQuestionReports,
      find: reports.findQuestionReport,
      update: (tx, id, body, request) => reports.updateQuestionReport(tx, id, request.userId, body),
    },
  }),
  // Read-only: the database refuses changes to the log's rows.
  resource('audit-log', { service: auditLog }),
  uploadsRoutes,
  resource('blueprints', { service: blueprints }),
  adminLearningRecordsRoutes,
  adminCredentialRoutes,
  // Admin only: the remotes' versions, Make live, Roll back and canaries.
  releasesRoutes,
];

export default async function adminRoutes(admin: FastifyInstance): Promise<void> {
  await staffOnly(admin);
  for (const resource of resources) await admin.register(resource);
}
