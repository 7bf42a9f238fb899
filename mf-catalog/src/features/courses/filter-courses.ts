import type { CourseSummary } from '@academy/shared';

/** Cards per page of the course list (docs/specification.md §9). */
export const COURSES_PAGE_SIZE = 4;

/** The courses whose name contains the keyword, ignoring case (docs/specification.md §5). */
export function filterCourses<T extends Pick<CourseSummary, 'name'>>(
  courses: readonly T[],
  keyword: string,
): T[] {
  const needle = keyword.trim().toLocaleLowerCase();
  if (!needle) return [...courses];
  return courses.filter((course) => course.name.toLocaleLowerCase().includes(needle));
}
