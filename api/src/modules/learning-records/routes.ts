import {
  DeliverySummary,
  Ledger,
  LedgerParams,
  LearningRecordsProfile,
  MyContactHours,
  NationalIdBody,
  ReplayBody,
  ReplayResult,
  StatementDelivery,
  StatementDeliveryQuery,
} from '@academy/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { auditedWrite } from '../../lib/audit';
import { crudRoutes } from '../../lib/crud-routes';
import { pdfResponse } from '../../lib/pdf';
import { BODY_ERRORS, errorResponses } from '../../lib/schemas';
import { ledgerCsv, ledgerFileName, ledgerPdf, learnerLedger, myContactHours } from './ledger';
import { learningRecordsProfile, saveNationalId } from './national-id';
import { deliverySummary, listDeliveries, replayStatements } from './service';

const tags = ['learning-records'];

/**
 * The learner's own: whether a national ID is saved (never the number), saving one, and their
 * contact hours per course.
 */
export const learnerLearningRecordsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/learning-records/profile/',
    { schema: { tags, response: { 200: LearningRecordsProfile, ...errorResponses(401) } } },
    async (request) => learningRecordsProfile(app.db, app.config, request.userId),
  );
  app.put(
    '/learning-records/national-id/',
    {
      schema: {
        tags,
        description:
          "Saves the learner's Saudi national ID or Iqama (NELC's learner id), with their consent. Stored encrypted; never answered back.",
        body: NationalIdBody,
        response: { 200: LearningRecordsProfile, ...errorResponses(...BODY_ERRORS, 401, 429) },
      },
    },
    async (request) => saveNationalId(app.db, app.config, request.userId, request.body),
  );
  app.get(
    '/learning-records/hours/',
    {
      schema: {
        tags,
        description:
          "The learner's time on task per course they own, against the course's contact hours.",
        response: { 200: MyContactHours, ...errorResponses(401) },
      },
    },
    async (request) => myContactHours(app.db, app.config, request.userId),
  );
};

const CsvFile = Type.String({ description: 'CSV, UTF-8.' });

/** Staff: the delivery page, replay, and a learner's ledger (JSON, CSV, PDF). */
const staffLearningRecordsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/learning-records/summary/',
    {
      schema: { tags: ['admin'], response: { 200: DeliverySummary, ...errorResponses(401, 403) } },
    },
    async () => deliverySummary(app.db, app.config),
  );
  app.post(
    '/learning-records/replay/',
    {
      schema: {
        tags: ['admin'],
        description: 'Sends again every statement of a learner, a course and/or a day (UTC).',
        body: ReplayBody,
        response: { 200: ReplayResult, ...errorResponses(...BODY_ERRORS, 401, 403, 429) },
      },
    },
    async (request) => {
      const result = await auditedWrite(app, request, 'learning-records', async (tx) => {
        const replayed = await replayStatements(tx, request.body);
        return {
          result: replayed,
          audit: {
            action: 'create',
            entityId: 'replay',
            changes: { ...request.body, ...replayed },
          },
        };
      });
      app.learningRecords.deliverSoon();
      return result;
    },
  );
  const ledgerOf = (params: { userId: string; courseId: string }) =>
    learnerLedger(app.db, app.config, Number(params.userId), Number(params.courseId));
  app.get(
    '/learning-records/ledger/:userId/:courseId/',
    {
      schema: {
        tags: ['admin'],
        params: LedgerParams,
        response: { 200: Ledger, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ledgerOf(request.params),
  );
  app.get(
    '/learning-records/ledger/:userId/:courseId/csv',
    {
      schema: {
        tags: ['admin'],
        params: LedgerParams,
        response: {
          200: { description: 'The ledger (CSV).', content: { 'text/csv': { schema: CsvFile } } },
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const ledger = await ledgerOf(request.params);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${ledgerFileName(ledger, 'csv')}"`)
        .send(ledgerCsv(ledger));
    },
  );
  app.get(
    '/learning-records/ledger/:userId/:courseId/pdf',
    {
      schema: {
        tags: ['admin'],
        params: LedgerParams,
        response: { 200: pdfResponse('The ledger (PDF).'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const ledger = await ledgerOf(request.params);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${ledgerFileName(ledger, 'pdf')}"`)
        .send(await ledgerPdf(ledger));
    },
  );
};

/** Registered inside the back-office's staff-only subtree. */
export async function adminLearningRecordsRoutes(admin: FastifyInstance): Promise<void> {
  await admin.register(
    crudRoutes({
      name: 'xapi-statements',
      schemas: { item: StatementDelivery, query: StatementDeliveryQuery },
      service: { list: listDeliveries },
    }),
  );
  await admin.register(staffLearningRecordsRoutes);
}
