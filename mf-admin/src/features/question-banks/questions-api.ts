// A bank's questions: /api/admin/questions/?topic= or ?exam= (api/src/modules/admin/questions/).
// PATCH with `answers` replaces the whole list; `img` left out keeps the question's image.
import type { Shape } from '@academy/shared';
import type { AdminQuestion, CreateQuestionBody } from '@academy/contract';
import { filteredResourceApi } from '../../lib/filtered-resource-api';
import { resourceApi } from '../../lib/resource-api';
import type { BankKind } from './banks-api';

export const adminQuestionShape: Shape<AdminQuestion> = {
  id: 'number',
  topic: 'number?',
  exam: 'number?',
  position: 'number',
  text: 'string',
  text_ar: 'string??',
  question_type: 'string',
  choose: 'number?',
  img: 'string?',
  explanation: 'string',
  explanation_ar: 'string??',
  domain: 'string?',
  task: 'string?',
  answers: 'array',
};

/** What the question form sends (the image: an upload id, the URL kept, or null; see QuestionForm). */
export type QuestionInput = Omit<CreateQuestionBody, 'position'>;

export const questionsApi = resourceApi<AdminQuestion, QuestionInput>(
  'questions',
  adminQuestionShape,
);

/** The field a question names its bank by: `topic` or `exam`. */
export const bankField = (kind: BankKind) => (kind === 'topics' ? 'topic' : 'exam');

export const questionsOfBank = (kind: BankKind, bankId: number) =>
  filteredResourceApi(questionsApi, adminQuestionShape, { [bankField(kind)]: bankId });
