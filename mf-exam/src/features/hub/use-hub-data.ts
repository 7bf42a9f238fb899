import {
  apiErrorResponse,
  fetchCourse,
  useResource,
  type Course,
  type Exam,
  type ExamSummary,
} from '@academy/shared';

import { fetchCourseList, fetchExams, fetchQuestionSet, fetchTopics } from './api';
import { findCategoryCourse, hasTopics, type ChosenQuestionSet } from './exam-route';

// Load failures are logged only, nothing is shown (spec section 8).
const logFailure = (what: string) => (error: unknown) =>
  console.error(`[exam] could not load ${what}`, error);

export type CategoryCourse =
  | { status: 'loading' }
  /** `category` is the course's own spelling when the course was found, else the segment. */
  | { status: 'done'; category: string; course: Course | null };

/**
 * The course of the hub's category (GET /courses/, then /courses/{id} for Introduction_1..4).
 * The public course list carries each course's category, so no extra API call is needed.
 */
export function useCategoryCourse(segment: string): CategoryCourse {
  const list = useResource({
    key: ['courses'],
    fetch: fetchCourseList,
    onError: logFailure('the course list'),
  });
  const summary = list.data ? findCategoryCourse(list.data, segment) : null;
  const courseId = summary ? String(summary.id) : null;
  const course = useResource(
    courseId === null
      ? null
      : {
          key: ['course', courseId],
          fetch: (signal) => fetchCourse(courseId, signal),
          onError: logFailure('the course introduction'),
        },
  );

  if (list.status === 'loading') return { status: 'loading' };
  if (!summary) return { status: 'done', category: segment, course: null };
  if (course.status === 'loading') return { status: 'loading' };
  return { status: 'done', category: summary.category, course: course.data ?? null };
}

export interface BankLists {
  /** null: the category has no topics (only PMP does). */
  topics: ExamSummary[] | null;
  exams: ExamSummary[];
}

/** The side accordion's lists: topics (PMP only) and exams; null while loading or after a failure. */
export function useBankLists(category: string | null): BankLists | null {
  const lists = useResource<BankLists>(
    category === null
      ? null
      : {
          key: ['exam-banks', category],
          fetch: async (signal) => {
            const [topics, exams] = await Promise.all([
              hasTopics(category) ? fetchTopics(category, signal) : null,
              fetchExams(category, signal),
            ]);
            return { topics, exams };
          },
          onError: logFailure('the exam list'),
        },
  );
  return lists.data ?? null;
}

export interface QuestionSetState {
  /** The set with its questions; null while loading or after a failure. */
  exam: Exam | null;
  /** The API refused it (403): the learner has paid for no course of the category. */
  locked: boolean;
}

/** The chosen topic or exam with its questions (paid content). */
export function useQuestionSet(
  category: string | null,
  chosen: ChosenQuestionSet | null,
): QuestionSetState {
  const set = useResource(
    category === null || chosen === null
      ? null
      : {
          key: ['question-set', category, chosen.kind, chosen.id],
          fetch: (signal) => fetchQuestionSet(category, chosen, signal),
          onError: logFailure(`${category}/${chosen.kind}/${chosen.id}`),
        },
  );
  const locked = set.status === 'error' && apiErrorResponse(set.error)?.status === 403;
  return { exam: set.data ?? null, locked };
}
