import type { MyLearning } from '@academy/contract';
import {
  apiClient,
  courseSummaryShape,
  examSummaryShape,
  expectList,
  expectObject,
  readExam,
  type CourseSummary,
  type Exam,
  type ExamSummary,
  type Shape,
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

const weakestDomainShape: Shape<Pick<MyLearning, 'weakest_domain'>> = { weakest_domain: 'object?' };

/**
 * GET /me/learning/, for its weakest domain only: the one `{"drill": category}` practises now (the
 * API ranks both alike), in the category named with it.
 */
export async function fetchWeakestDomain(
  signal?: AbortSignal,
): Promise<MyLearning['weakest_domain']> {
  const response = await apiClient.get<unknown>('/me/learning/', { signal });
  return expectObject(response.data, weakestDomainShape, 'GET /me/learning/').weakest_domain;
}

const ownedCoursesShape: Shape<Pick<MyLearning, 'courses'>> = { courses: 'array' };

/** GET /me/learning/, for the ids of the learner's courses only (exam mode is theirs). */
export async function fetchOwnedCourseIds(signal?: AbortSignal): Promise<number[]> {
  const response = await apiClient.get<unknown>('/me/learning/', { signal });
  const { courses } = expectObject(response.data, ownedCoursesShape, 'GET /me/learning/');
  return courses.map((course) => course.id);
}
