import type { CreateQuestionReportBody, QuestionReport } from '@academy/contract';
import { apiClient } from '@academy/shared';

/** POST /questions/{id}/reports/: "I think this question is wrong", with the learner's comment. */
export async function sendQuestionReport(
  questionId: number,
  body: CreateQuestionReportBody,
): Promise<QuestionReport> {
  const response = await apiClient.post<QuestionReport>(`/questions/${questionId}/reports/`, body);
  return response.data;
}
