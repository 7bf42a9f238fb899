import { Type, type Static } from 'typebox';
import { Body, IdParam, Text } from './common';

/**
 * A learner's report on a question ("I think this is wrong"), from either player: the question's
 * id is the bank's (practice) or the attempt's snapshot's, which is the same id.
 */
export const QUESTION_REPORT_MAX_LENGTH = 1000;

/** Staff resolve a report once they have looked at it (and fixed the question, or not). */
export const QUESTION_REPORT_STATUSES = ['open', 'resolved'] as const;
export const QuestionReportStatus = Type.Enum(QUESTION_REPORT_STATUSES);
export type QuestionReportStatus = Static<typeof QuestionReportStatus>;

export const QuestionReportParams = Type.Object({ id: IdParam });
export type QuestionReportParams = Static<typeof QuestionReportParams>;

/** POST /api/questions/{id}/reports/: the comment is trimmed, and must say something. */
export const CreateQuestionReportBody = Body({
  comment: Text(QUESTION_REPORT_MAX_LENGTH, 1),
});
export type CreateQuestionReportBody = Static<typeof CreateQuestionReportBody>;

/** The report as its author gets it back (201). */
export const QuestionReport = Type.Object({
  id: Type.Integer(),
  question: Type.Integer(),
  comment: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  status: QuestionReportStatus,
});
export type QuestionReport = Static<typeof QuestionReport>;
