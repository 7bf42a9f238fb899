// Where a question is edited and where its reports are read: the question banks' and the reports'
// sections, addressed from the other back-office screens that name a question.
import type { QuestionRef } from '@academy/contract';

import { ADMIN_BASE } from '../app/sections';

/** The question's form in its bank (/Admin/question-banks/topics/3/questions/40). */
export const questionEditPath = (question: Pick<QuestionRef, 'id' | 'bank'>) =>
  `${ADMIN_BASE}/question-banks/${question.bank.kind}/${question.bank.id}/questions/${question.id}`;

/** The open reports on one question. */
export const questionReportsPath = (questionId: number) =>
  `${ADMIN_BASE}/question-reports?question=${questionId}`;
