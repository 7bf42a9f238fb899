import type { ContentLesson } from '@academy/contract';
import type { MediaReference } from '../content-media';
import type { ExportContext, ImportContext } from './context';

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

/** Every course's lessons in their order, by course id. */
export async function exportLessons({
  db,
  media,
}: ExportContext): Promise<Map<number, ContentLesson[]>> {
  const { rows } = await db.query<{
    course_id: number;
    key: string;
    name: string;
    video_file: string | null;
    pdf_file: string | null;
  }>('SELECT course_id, key, name, video_file, pdf_file FROM lessons ORDER BY position, id');
  const byCourse = new Map<number, ContentLesson[]>();
  for (const row of rows) {
    const lessons = byCourse.get(row.course_id) ?? [];
    lessons.push({
      key: row.key,
      name: row.name,
      video: media.path(row.video_file, 'private'),
      pdf: media.path(row.pdf_file, 'private'),
    });
    byCourse.set(row.course_id, lessons);
  }
  return byCourse;
}
