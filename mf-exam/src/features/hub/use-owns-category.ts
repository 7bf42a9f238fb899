import { queryOptions, useQuery } from '@academy/shared';

import { coursesOfCategory } from '../category-locked/use-unlocking-courses';
import { fetchOwnedCourseIds } from './api';
import { hubCourseListQuery } from './use-hub-data';

/** The ids of the learner's own courses (My learning's list), for the exam-mode buttons. */
export const ownedCourseIdsQuery = queryOptions({
  queryKey: ['exam', 'owned-courses'],
  queryFn: ({ signal }) => fetchOwnedCourseIds(signal),
  meta: {
    onError: (error: unknown) =>
      console.error('[exam] could not load the learner’s courses', error),
  },
});

/**
 * Whether the learner owns a course of `category` (the API's rule for exam mode,
 * docs/design/api.md#access-and-paid-content): false only when known for sure, null while either
 * list loads, after a failure, or when an owned course is not in the public list (an archived one
 * may be the category's): the server refuses what it must, the page never locks a paying learner
 * out.
 */
export function useOwnsCategory(category: string): boolean | null {
  const owned = useQuery(ownedCourseIdsQuery);
  const courses = useQuery({ ...hubCourseListQuery, refetchOnMount: false });
  if (!owned.data || !courses.data) return null;
  const ofCategory = new Set(coursesOfCategory(courses.data, category).map((course) => course.id));
  if (owned.data.some((id) => ofCategory.has(id))) return true;
  const listed = new Set(courses.data.map((course) => course.id));
  return owned.data.every((id) => listed.has(id)) ? false : null;
}
