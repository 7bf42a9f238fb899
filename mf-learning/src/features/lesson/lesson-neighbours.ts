import { sortLessonsByLecture, type LessonSummary } from '@academy/shared';

export interface LessonNeighbours<T> {
  previous: T | null;
  next: T | null;
}

/**
 * The lessons before and after `lessonId` in lecture order (the order of the lessons list), or
 * nothing when the lesson is not in the list.
 */
export function lessonNeighbours<T extends LessonSummary>(
  lessons: readonly T[],
  lessonId: number,
): LessonNeighbours<T> {
  const ordered = sortLessonsByLecture(lessons);
  const index = ordered.findIndex((lesson) => lesson.id === lessonId);
  if (index < 0) return { previous: null, next: null };
  return { previous: ordered[index - 1] ?? null, next: ordered[index + 1] ?? null };
}
