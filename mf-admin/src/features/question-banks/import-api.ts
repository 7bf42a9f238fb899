// The bulk import of a bank: POST /api/admin/questions/import/ (docs/question-import.md). A dry
// run answers 200 with its report, errors or not; a real run with an error answers 400 with the
// same report and writes nothing.
import { apiClient, apiErrorResponse, expectObject, type Shape } from '@academy/shared';

import type { ImportQuestionsReport } from '@academy/contract';
import type { BankKind } from './banks-api';
import { bankField } from './questions-api';

export const importReportShape: Shape<ImportQuestionsReport> = {
  dry_run: 'boolean',
  would_create: 'number',
  would_update: 'number',
  errors: 'array',
};

const URL = '/admin/questions/import/';

export type ImportFormat = 'csv' | 'json';

/** A .json file is JSON; anything else (.csv, .txt from Excel) is read as CSV. */
export const formatOf = (fileName: string): ImportFormat =>
  fileName.toLowerCase().endsWith('.json') ? 'json' : 'csv';

export async function importQuestions(
  kind: BankKind,
  bankId: number,
  file: { format: ImportFormat; content: string },
  dryRun: boolean,
): Promise<ImportQuestionsReport> {
  const body = { ...file, [bankField(kind)]: bankId, dry_run: dryRun };
  try {
    const { data } = await apiClient.post<unknown>(URL, body);
    return expectObject(data, importReportShape, `POST ${URL}`);
  } catch (error) {
    // A refused real run carries the report: it is shown as a dry run's would be.
    const refused = apiErrorResponse(error);
    if (refused?.status === 400 && isReport(refused.data)) return refused.data;
    throw error;
  }
}

function isReport(data: unknown): data is ImportQuestionsReport {
  try {
    expectObject(data, importReportShape, `POST ${URL}`);
    return true;
  } catch {
    return false;
  }
}
