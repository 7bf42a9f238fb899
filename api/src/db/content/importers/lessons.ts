import type { ContentLesson } from '@academy/contract';
import type { MediaReference } from '../content-media';
import type { ImportContext } from './context';

/** `where`: the path of the course's `lessons` list, e.g. `courses.json[0].lessons`. */
export function lessonMedia(where: string, lessons: ContentLesson[]): MediaReference[] {
  return lessons.flatMap((lesson, j) => [
    { where: `${where}[${j}].video`, file: lesson.video, area: 'private' as const },
    { where: `${where}[${j}].pdf`, file: lesson.pdf, area: 'private' as const },
  ]);
}

/** Adds or updates a course's lessons by `key`, in the listed order. */
export async function importLessons(
  { tx, media }: ImportContext,
  courseId: number,
  lessons: ContentLesson[],
): Promise<number> {
  for (const [position, lesson] of lessons.entries()) {
    await tx.query(
      `INSERT INTO lessons (key, course_id, name, video_file, pdf_file, position)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (key) DO UPDATE SET course_id = $2, name = $3, video_file = $4,
         pdf_file = $5, position = $6`,
      [
        lesson.key,
        courseId,
        lesson.name,
        media.name(lesson.video, 'private'),
        media.name(lesson.pdf, 'private'),
        position,
      ],
    );
  }
  return lessons.length;
}
