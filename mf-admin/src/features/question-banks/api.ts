// The question banks: /api/admin/topics/ and /api/admin/exams/, one resource over two tables
// (api/src/modules/admin/question-banks/), a list always one category's; deleting a bank deletes
// its questions (the audit row keeps them). A bank's questions: /api/admin/questions/?topic= or
// ?exam=; PATCH with a type's rows replaces them, `img` left out keeps the image. The bulk import:
// POST /api/admin/questions/import/ (docs/question-import.md), whose refused real run (400)
// carries the same report as a dry run.
import {
  apiClient,
  apiErrorResponse,
  expectObject,
  questionShape,
  type Shape,
} from '@academy/shared';

import type {
  AdminQuestion,
  AdminQuestionBank,
  CreateQuestionBankBody,
  CreateQuestionBody,
  ImportQuestionsBody,
  ImportQuestionsReport,
} from '@academy/contract';
import { fetchAll } from '../../lib/fetch-all';
import { filteredResourceApi } from '../../lib/filtered-resource-api';
import { resourceApi } from '../../lib/resource-api';

export const adminQuestionBankShape: Shape<AdminQuestionBank> = {
  id: 'number',
  name: 'string',
  category: 'string',
  position: 'number',
  questions_count: 'number',
  key: 'string',
};

export const BANK_KINDS = ['topics', 'exams'] as const;
export type BankKind = (typeof BANK_KINDS)[number];
export const isBankKind = (value: string | undefined): value is BankKind =>
  (BANK_KINDS as readonly string[]).includes(value ?? '');

const bankApi = (kind: BankKind) =>
  resourceApi<AdminQuestionBank, CreateQuestionBankBody>(kind, adminQuestionBankShape);
export const bankApis = { topics: bankApi('topics'), exams: bankApi('exams') };

/** One category's topics (or exams), in the resource's list module. */
export const banksOfCategory = (kind: BankKind, category: string) =>
  filteredResourceApi(bankApis[kind], adminQuestionBankShape, { category });

/** A category's banks in their order (position, then id). */
export const bankOrder = (kind: BankKind, category: string, signal?: AbortSignal) =>
  fetchAll(kind, adminQuestionBankShape, { category, ordering: 'position' }, signal);

/** The learner's question (shared/src/types/shapes.ts) with where it sits in the back-office. */
export const adminQuestionShape: Shape<AdminQuestion> = {
  ...questionShape,
  topic: 'number?',
  exam: 'number?',
  position: 'number',
};

/** What the question form sends (the image: an upload id, the URL kept, or null). */
export type QuestionInput = Omit<CreateQuestionBody, 'position'>;

export const questionsApi = resourceApi<AdminQuestion, QuestionInput>(
  'questions',
  adminQuestionShape,
);

/** The field a question (or an import) names its bank by: `topic` or `exam`. */
export const bankField = (kind: BankKind) => (kind === 'topics' ? 'topic' : 'exam');

export const questionsOfBank = (kind: BankKind, bankId: number) =>
  filteredResourceApi(questionsApi, adminQuestionShape, { [bankField(kind)]: bankId });

const importReportShape: Shape<ImportQuestionsReport> = {
  dry_run: 'boolean',
  would_create: 'number',
  would_update: 'number',
  errors: 'array',
};
const IMPORT_URL = '/admin/questions/import/';
const asReport = (data: unknown) => expectObject(data, importReportShape, `POST ${IMPORT_URL}`);

/** A .json file is JSON; anything else (.csv, .txt from Excel) is read as CSV. */
export const formatOf = (fileName: string): ImportQuestionsBody['format'] =>
  fileName.toLowerCase().endsWith('.json') ? 'json' : 'csv';

export async function importQuestions(
  kind: BankKind,
  bankId: number,
  file: Pick<ImportQuestionsBody, 'format' | 'content'>,
  dryRun: boolean,
): Promise<ImportQuestionsReport> {
  const body = { ...file, [bankField(kind)]: bankId, dry_run: dryRun };
  try {
    return asReport((await apiClient.post<unknown>(IMPORT_URL, body)).data);
  } catch (error) {
    const refused = apiErrorResponse(error);
    if (refused?.status !== 400) throw error;
    try {
      return asReport(refused.data);
    } catch {
      throw error;
    }
  }
}
