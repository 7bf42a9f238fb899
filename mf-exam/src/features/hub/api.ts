import {
  apiClient,
  courseSummaryShape,
  examSummaryShape,
  expectList,
  readExam,
  type CourseSummary,
  type Exam,
  type ExamSummary,
} from '@academy/shared';

import type { ChosenQuestionSet } from './exam-route';

const base = (category: string) => `/${encodeURIComponent(category)}`;

/** GET /courses/: the public course list, to find the course of the hub's category. */
export async function fetchCourseList(signal?: AbortSignal): Promise<CourseSummary[]> {
  const response = await apiClient.get<unknown>('/courses/', { signal });
  return expectList(response.data, courseSummaryShape, 'GET /courses/');
}

/** GET /{category}/topics: the topic quizzes of a category (PMP only has them). */
export async function fetchTopics(category: string, signal?: AbortSignal): Promise<ExamSummary[]> {
  const response = await apiClient.get<unknown>(`${base(category)}/topics`, { signal });
  return expectList(response.data, examSummaryShape, 'GET /{category}/topics');
}

/** GET /{category}/exams: the practice exams of a category. */
export async function fetchExams(category: string, signal?: AbortSignal): Promise<ExamSummary[]> {
  const response = await apiClient.get<unknown>(`${base(category)}/exams`, { signal });
  return expectList(response.data, examSummaryShape, 'GET /{category}/exams');
}

/** GET /{category}/topics/{id} or /{category}/exams/{id}: the set with its questions (paid). */
export async function fetchQuestionSet(
  category: string,
  chosen: ChosenQuestionSet,
  signal?: AbortSignal,
): Promise<Exam> {
  const kind = chosen.kind === 'topic' ? 'topics' : 'exams';
  const response = await apiClient.get<unknown>(`${base(category)}/${kind}/${chosen.id}`, {
    signal,
  });
  return readExam(response.data, `GET /{category}/${kind}/{id}`);
}
