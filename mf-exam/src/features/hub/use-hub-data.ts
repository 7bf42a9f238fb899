import {
  apiErrorResponse,
  courseQuery,
  queryOptions,
  skipToken,
  useQuery,
  type Course,
  type Exam,
  type ExamSummary,
} from '@academy/shared';

import { errorDetail } from '../attempt/use-start-attempt';
import { fetchCourseList, fetchExams, fetchQuestionSet, fetchTopics } from './api';
import { findCategoryCourse, hasTopics, type ChosenQuestionSet } from './exam-route';

// Load failures are logged only, nothing is shown (docs/specification.md §8).
const logFailure = (what: string) => (error: unknown) =>
  console.error(`[exam] could not load ${what}`, error);

/** GET /courses/ as the hub reads it (its own key: the catalog's list is read by another call). */
export const hubCourseListQuery = queryOptions({
  queryKey: ['exam', 'courses'],
  queryFn: ({ signal }) => fetchCourseList(signal),
  meta: { onError: logFailure('the course list') },
});

export interface BankLists {
  /** null: the category has no topics (only PMP does). */
  topics: ExamSummary[] | null;
  exams: ExamSummary[];
}

/** The side accordion's lists: topics (PMP only) and exams (category null: nothing asked yet). */
export const bankListsQuery = (category: string | null) =>
  queryOptions({
    queryKey: ['exam', 'banks', category],
    queryFn:
      category === null
        ? skipToken
        : async ({ signal }): Promise<BankLists> => {
            const [topics, exams] = await Promise.all([
              hasTopics(category) ? fetchTopics(category, signal) : null,
              fetchExams(category, signal),
            ]);
            return { topics, exams };
          },
    meta: { onError: logFailure('the exam list') },
  });

/**
 * The chosen topic or exam with its questions: paid content, forgotten as soon as it leaves the
 * screen (gcTime 0), so access is asked of the server each time.
 */
export const questionSetQuery = (category: string | null, chosen: ChosenQuestionSet | null) =>
  queryOptions({
    queryKey: ['exam', 'question-set', category, chosen?.kind, chosen?.id],
    queryFn:
      category === null || chosen === null
        ? skipToken
        : ({ signal }) => fetchQuestionSet(category, chosen, signal),
    gcTime: 0,
    meta: { onError: logFailure(`${category}/${chosen?.kind}/${chosen?.id}`) },
  });

export type CategoryCourse =
  | { status: 'loading' }
  /** `category` is the course's own spelling when the course was found, else the segment. */
  | { status: 'done'; category: string; course: Course | null };

/**
 * The course of the hub's category (GET /courses/, then /courses/{id} for Introduction_1..4).
 * The public course list carries each course's category, so no extra API call is needed.
 */
export function useCategoryCourse(segment: string): CategoryCourse {
  const list = useQuery(hubCourseListQuery);
  const summary = list.data ? findCategoryCourse(list.data, segment) : null;
  const courseId = summary ? String(summary.id) : null;
  const course = useQuery(courseQuery(courseId, logFailure('the course introduction')));

  if (list.isPending) return { status: 'loading' };
  if (!summary) return { status: 'done', category: segment, course: null };
  if (course.isPending) return { status: 'loading' };
  return { status: 'done', category: summary.category, course: course.data ?? null };
}

/** The side accordion's lists: topics (PMP only) and exams; null while loading or after a failure. */
export function useBankLists(category: string | null): BankLists | null {
  const lists = useQuery(bankListsQuery(category));
  return lists.data ?? null;
}

export interface QuestionSetState {
  /** The set with its questions; null while loading or after a failure. */
  exam: Exam | null;
  /** The API refused it (403): the learner has paid for no course of the category. */
  locked: boolean;
  /**
   * The API refused it (409) because an exam-mode attempt of the learner holds its questions
   * (docs/design/exam-attempts.md#modes): its message, else null.
   */
  held: string | null;
}

/** The chosen topic or exam with its questions (paid content). */
export function useQuestionSet(
  category: string | null,
  chosen: ChosenQuestionSet | null,
): QuestionSetState {
  const set = useQuery(questionSetQuery(category, chosen));
  const status = set.isError ? apiErrorResponse(set.error)?.status : undefined;
  const held = status === 409 ? errorDetail(set.error) : null;
  return { exam: set.data ?? null, locked: status === 403, held };
}
