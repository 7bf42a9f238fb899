import { fetchCourse, type Course, type Exam, type ExamSummary } from '@academy/shared';
import { useEffect, useState } from 'react';

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
  const [loaded, setLoaded] = useState<{ segment: string; course: CategoryCourse } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const done = (category: string, course: Course | null) =>
      setLoaded({ segment, course: { status: 'done', category, course } });
    const failed = (what: string, category: string) => (error: unknown) => {
      if (controller.signal.aborted) return;
      logFailure(what)(error);
      done(category, null);
    };
    fetchCourseList(controller.signal).then(
      (courses) => {
        const summary = findCategoryCourse(courses, segment);
        if (!summary) return done(segment, null);
        fetchCourse(String(summary.id), controller.signal).then(
          (course) => done(summary.category, course),
          failed('the course introduction', summary.category),
        );
      },
      failed('the course list', segment),
    );
    return () => controller.abort();
  }, [segment]);

  return loaded?.segment === segment ? loaded.course : { status: 'loading' };
}

export interface BankLists {
  /** null: the category has no topics (only PMP does). */
  topics: ExamSummary[] | null;
  exams: ExamSummary[];
}

/** The side accordion's lists: topics (PMP only) and exams; null while loading or after a failure. */
export function useBankLists(category: string | null): BankLists | null {
  const [loaded, setLoaded] = useState<{ category: string; lists: BankLists } | null>(null);

  useEffect(() => {
    if (category === null) return;
    const controller = new AbortController();
    Promise.all([
      hasTopics(category) ? fetchTopics(category, controller.signal) : null,
      fetchExams(category, controller.signal),
    ]).then(
      ([topics, exams]) => setLoaded({ category, lists: { topics, exams } }),
      (error: unknown) => {
        if (!controller.signal.aborted) logFailure('the exam list')(error);
      },
    );
    return () => controller.abort();
  }, [category]);

  return loaded && loaded.category === category ? loaded.lists : null;
}

/** The chosen topic or exam with its questions (paid content); null while loading or failed. */
export function useQuestionSet(
  category: string | null,
  chosen: ChosenQuestionSet | null,
): Exam | null {
  const [loaded, setLoaded] = useState<{ key: string; exam: Exam } | null>(null);
  const kind = chosen?.kind;
  const id = chosen?.id;
  const key = category && kind && id !== undefined ? `${category}/${kind}/${id}` : null;

  useEffect(() => {
    if (category === null || kind === undefined || id === undefined) return;
    const setKey = `${category}/${kind}/${id}`;
    const controller = new AbortController();
    fetchQuestionSet(category, { kind, id }, controller.signal).then(
      (exam) => setLoaded({ key: setKey, exam }),
      (error: unknown) => {
        if (!controller.signal.aborted) logFailure(setKey)(error);
      },
    );
    return () => controller.abort();
  }, [category, kind, id]);

  return loaded && loaded.key === key ? loaded.exam : null;
}
