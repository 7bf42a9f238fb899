// A bank's questions: /api/admin/questions/?topic= or ?exam= (api/src/modules/admin/questions/).
// PATCH with `answers` replaces the whole list; `img` left out keeps the question's image.
import { adminQuestionShape, type AdminQuestion, type QuestionInput } from '../../lib/admin-types';
import { filteredResourceApi } from '../../lib/filtered-resource-api';
import { resourceApi } from '../../lib/resource-api';
import type { BankKind } from './banks-api';

export const questionsApi = resourceApi<AdminQuestion, QuestionInput>(
  'questions',
  adminQuestionShape,
);

/** The field a question names its bank by: `topic` or `exam`. */
export const bankField = (kind: BankKind) => (kind === 'topics' ? 'topic' : 'exam');

export const questionsOfBank = (kind: BankKind, bankId: number) =>
  filteredResourceApi(questionsApi, adminQuestionShape, { [bankField(kind)]: bankId });
