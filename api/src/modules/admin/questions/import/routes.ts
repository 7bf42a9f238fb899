import {
  type DetailError,
  type FieldErrors,
  ImportQuestionsBody,
  ImportQuestionsReport,
  IMPORT_MAX_CHARACTERS,
} from '@academy/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../../../../lib/errors';
import { errorResponses } from '../../../../lib/schemas';
import { auditedWrite } from '../../../../lib/audit';
import { applyImport, planImport } from './service';

/**
 * The JSON body is escaped text of the file: quotes and line breaks take two bytes, and a
 * character up to four. Past the content's own cap a clear 413 comes from the service.
 */
const IMPORT_BODY_LIMIT = IMPORT_MAX_CHARACTERS * 4 + 64 * 1024;

const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/questions/import/',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        description:
          'Bulk import of one bank from a CSV or JSON file read as text (docs/question-import.md). ' +
          'A dry run writes nothing; a run with any error writes nothing and answers 400 with the report.',
        body: ImportQuestionsBody,
        response: {
          200: ImportQuestionsReport,
          ...errorResponses(401, 403, 404, 413, 415, 429),
          400: Type.Union([
            ImportQuestionsReport,
            Type.Unsafe<FieldErrors | DetailError>(
              Type.Union([Type.Ref('FieldErrors'), Type.Ref('DetailError')]),
            ),
          ]),
        },
      },
    },
    async (request) => {
      if (request.body.dry_run) return (await planImport(app.db, request.body)).report;
      // Planned inside the write's transaction, so the questions it matched are still there.
      return auditedWrite(app, request, 'questions', async (tx) => {
        const plan = await planImport(tx, request.body);
        if (plan.report.errors.length > 0) throw new ApiError(400, plan.report);
        return applyImport(tx, plan, request.body.format);
      });
    },
  );
};

export default importRoutes;
