import type { LessonSummary } from '../types';

/** The N of 'Lec N' in a lesson name (any case, spaces optional); no number counts as 0. */
export function lectureNumber(name: string): number {
  const match = /\blec\s*(\d+)/i.exec(name);
  return match ? Number(match[1]) : 0;
}

/**
 * Lessons in lecture order (docs/specification.md §3): by the number in 'Lec N', numerically ('Lec
 * 10' after 'Lec 9'); lessons without a number come first; equal numbers keep their given order.
 */
export function sortLessonsByLecture<T extends Pick<LessonSummary, 'name'>>(
  lessons: readonly T[],
): T[] {
  return lessons
    .map((lesson, index) => ({ lesson, index, number: lectureNumber(lesson.name) }))
    .sort((a, b) => a.number - b.number || a.index - b.index)
    .map(({ lesson }) => lesson);
}
