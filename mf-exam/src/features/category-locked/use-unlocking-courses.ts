import { skipToken, useQuery, type CourseSummary } from '@academy/shared';

import { hubCourseListQuery } from '../hub/use-hub-data';

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
  // The hub itself keeps this list on screen: take its answer rather than asking again.
  const list = useQuery({
    ...hubCourseListQuery,
    ...(category === null ? { queryFn: skipToken } : {}),
    refetchOnMount: false,
  });
  return category !== null && list.data ? coursesOfCategory(list.data, category) : null;
}
