// The question banks: /api/admin/topics/ and /api/admin/exams/, the same resource over two tables
// (api/src/modules/admin/question-banks/). A list is always one category's (`?category=`).
// Deleting a bank deletes its questions with it (the API cascades; the audit row keeps them).
import { ADMIN_MAX_PAGE_SIZE } from '@academy/contract/rules';
import { apiClient, expectList, expectObject, type Shape } from '@academy/shared';

import type { AdminQuestionBank, CreateQuestionBankBody } from '@academy/contract';
import { adminPageShape } from '../../lib/resource-api';
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

export const bankApis = {
  topics: resourceApi<AdminQuestionBank, CreateQuestionBankBody>('topics', adminQuestionBankShape),
  exams: resourceApi<AdminQuestionBank, CreateQuestionBankBody>('exams', adminQuestionBankShape),
};

/** One category's topics (or exams), in the resource's list module. */
export const banksOfCategory = (kind: BankKind, category: string) =>
  filteredResourceApi(bankApis[kind], adminQuestionBankShape, { category });

/** The API's largest page: a category's banks are far fewer, so one page holds them all. */
const WHOLE_CATEGORY = ADMIN_MAX_PAGE_SIZE;

/** A category's banks in their order (position, then id), for Move up / Move down. */
export async function bankOrder(
  kind: BankKind,
  category: string,
  signal?: AbortSignal,
): Promise<AdminQuestionBank[]> {
  const url = `/admin/${kind}/`;
  const { data } = await apiClient.get<unknown>(url, {
    params: { category, ordering: 'position', page_size: WHOLE_CATEGORY },
    signal,
  });
  const page = expectObject(data, adminPageShape, `GET ${url}`);
  return expectList(page.results, adminQuestionBankShape, `GET ${url}`);
}
