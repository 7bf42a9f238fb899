import { Type, type Static } from 'typebox';
import { Body, NullableString } from '../common';
import { QuestionReportStatus } from '../question-reports';
import { AdminListQuery, IdFilter } from './common';
import { UserRef } from './orders';
import { QuestionRef } from './question-quality';

/** A learner's report on a question, as staff read and resolve it. */
export const AdminQuestionReport = Type.Object({
  id: Type.Integer(),
  comment: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  status: QuestionReportStatus,
  resolved_at: NullableString('When it was resolved; null while open.'),
  resolved_by: Type.Union([Type.Object({ id: Type.Integer(), email: Type.String() }), Type.Null()]),
  user: UserRef,
  question: QuestionRef,
});
export type AdminQuestionReport = Static<typeof AdminQuestionReport>;

export const QuestionReportsQuery = Type.Object({
  ...AdminListQuery.properties,
  status: Type.Optional(QuestionReportStatus),
  question: IdFilter,
});
export type QuestionReportsQuery = Static<typeof QuestionReportsQuery>;

/** `resolved` closes a report; `open` opens it again. */
export const UpdateQuestionReportBody = Body({ status: QuestionReportStatus });
export type UpdateQuestionReportBody = Static<typeof UpdateQuestionReportBody>;
