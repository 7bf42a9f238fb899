import type { ContentLesson } from '@academy/contract';
import type { Queryable } from '../../db/db';
import type { MeasureVideo } from '../../lib/video-duration';
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
      name_ar: lesson.name_ar ?? null,
      video_file: media.name(lesson.video, 'private'),
      pdf_file: media.name(lesson.pdf, 'private'),
      position,
      ...(lesson.duration !== undefined ? { duration: lesson.duration } : {}),
    });
  }
  return lessons.length;
}

/**
 * Gives every lesson with a video and no length (the content gave none, nor did staff) the length
 * of its stored file, read once per file: progress is measured by it, never by the learner's
 * player (docs/design/progress.md#progress). A file that cannot be read stays unknown (see
 * saveLessonProgress). Returns how many lessons were given one.
 */
export async function measureLessonVideos(tx: Queryable, measure: MeasureVideo): Promise<number> {
  const { rows } = await tx.query<{ video_file: string }>(
    `SELECT DISTINCT video_file FROM lessons
     WHERE video_file IS NOT NULL AND duration IS NULL ORDER BY video_file`,
  );
  let measured = 0;
  for (const { video_file: videoFile } of rows) {
    const seconds = await measure(videoFile);
    if (seconds === null) continue;
    const updated = await tx.query(
      'UPDATE lessons SET duration = $2 WHERE video_file = $1 AND duration IS NULL RETURNING id',
      [videoFile, seconds],
    );
    measured += updated.rows.length;
  }
  return measured;
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
    name_ar: string | null;
    video_file: string | null;
    pdf_file: string | null;
    duration: number | null;
  }>(
    `SELECT course_id, key, name, name_ar, video_file, pdf_file, duration FROM lessons
     ORDER BY position, id`,
  );
  const byCourse = new Map<number, ContentLesson[]>();
  for (const row of rows) {
    const lessons = byCourse.get(row.course_id) ?? [];
    lessons.push({
      key: row.key,
      name: row.name,
      ...(row.name_ar ? { name_ar: row.name_ar } : {}),
      video: media.path(row.video_file, 'private'),
      pdf: media.path(row.pdf_file, 'private'),
      duration: row.duration,
    });
    byCourse.set(row.course_id, lessons);
  }
  return byCourse;
}
