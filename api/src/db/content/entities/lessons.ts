import type { ContentLesson } from '@academy/contract';
import type { MediaReference } from '../content-media';
import { upsertByKey, type ExportContext, type ImportContext } from './context';

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
    await upsertByKey(tx, 'lessons', {
      key: lesson.key,
      course_id: courseId,
      name: lesson.name,
      video_file: media.name(lesson.video, 'private'),
      pdf_file: media.name(lesson.pdf, 'private'),
      position,
    });
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
