import { useResource, type CourseSummary } from '@academy/shared';

import { fetchCourseList } from './api';

/**
 * The courses whose purchase unlocks a category's topics and exams: every course of that
 * category (the API lets in any learner who owns one of them). Case-insensitive, as the API
 * matches categories.
 */
export function coursesOfCategory(
  courses: readonly CourseSummary[],
  category: string,
): CourseSummary[] {
  const wanted = category.toLowerCase();
  return courses.filter((course) => course.category.toLowerCase() === wanted);
}

/**
 * The courses that unlock `category` (null asks nothing). Reads the public course list under the
 * hub's own key, so the list the hub already loaded is reused, not fetched again. null while it
 * loads, and after a failure (logged).
 */
export function useUnlockingCourses(category: string | null): CourseSummary[] | null {
  const list = useResource(
    category === null
      ? null
      : {
          key: ['courses'],
          fetch: fetchCourseList,
          onError: (error: unknown) =>
            console.error('[exam] could not load the course list', error),
        },
  );
  return category !== null && list.data ? coursesOfCategory(list.data, category) : null;
}
