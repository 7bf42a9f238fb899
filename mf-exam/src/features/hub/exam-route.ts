import { paths } from '@academy/shared';

/** The category the hub shows when the address names none (docs/specification.md §2). */
export const DEFAULT_CATEGORY = 'PMP';

export type QuestionSetKind = 'topic' | 'exam';

export interface ChosenQuestionSet {
  kind: QuestionSetKind;
  id: number;
}

/** 'T12' → topic 12, 'E3' → exam 3; anything else is not a choice (docs/specification.md §5). */
export function parseExamId(segment: string | undefined): ChosenQuestionSet | null {
  const match = /^([TE])(\d+)$/.exec(segment ?? '');
  if (!match) return null;
  return { kind: match[1] === 'T' ? 'topic' : 'exam', id: Number(match[2]) };
}

/** The link of a topic or exam in the hub's side accordion. */
export function examPath(kind: QuestionSetKind, id: number): string {
  return paths.exam(`${kind === 'topic' ? 'T' : 'E'}${id}`);
}

/**
 * The course category the hub is about. The last path segment names it ('/Exam/PMP'), unless it
 * is a chosen topic or exam ('/Exam/T3'): then it is the category the learner came from
 * (carried in the link's state), and PMP by default.
 */
export function resolveCategory(segment: string | undefined, cameFrom?: string | null): string {
  if (segment && !parseExamId(segment)) return segment;
  return cameFrom?.trim() || DEFAULT_CATEGORY;
}

/**
 * The course whose introduction the hub shows. The segment names a category ('/Exam/PMP'); the
 * lessons page's 'Start Exam' links with the course name (docs/specification.md §2), so a course
 * name is accepted too and stands for its course's category. Case-insensitive, category first.
 */
export function findCategoryCourse<T extends { name: string; category: string }>(
  courses: readonly T[],
  segment: string,
): T | null {
  const wanted = segment.trim().toLowerCase();
  return (
    courses.find((course) => course.category.toLowerCase() === wanted) ??
    courses.find((course) => course.name.toLowerCase() === wanted) ??
    null
  );
}

/** PMP has topic quizzes and exams; the other categories have exams only. */
export function hasTopics(category: string): boolean {
  return category.toUpperCase() === DEFAULT_CATEGORY;
}
