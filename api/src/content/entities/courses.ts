import type { ContentCourse } from '@academy/contract';
import type { IntroductionColumns } from '../../modules/courses/service';
import type { MediaReference } from '../content-media';
import { itemPath } from '../problems';
import {
  ensureCategory,
  idByKey,
  upsertByKey,
  type ExportContext,
  type ImportContext,
} from './context';
import { exportLessons, importLessons, lessonMedia } from './lessons';

const FILE = 'courses.json';

export function courseMedia(courses: ContentCourse[]): MediaReference[] {
  return courses.flatMap((course, i) => [
    { where: itemPath(FILE, i, 'image'), file: course.image, area: 'public' as const },
    { where: itemPath(FILE, i, 'trailer'), file: course.trailer, area: 'public' as const },
    ...lessonMedia(itemPath(FILE, i, 'lessons'), course.lessons ?? []),
  ]);
}

/** Adds or updates each course by `key`, in the listed order, then its lessons. */
export async function importCourses(
  context: ImportContext,
  courses: ContentCourse[],
): Promise<{ courses: number; lessons: number }> {
  const { tx, media } = context;
  let lessons = 0;
  for (const [position, course] of courses.entries()) {
    await ensureCategory(tx, course.category);
    const instructorId = course.instructor
      ? await idByKey(tx, 'instructors', course.instructor)
      : null;
    if (course.instructor && instructorId === null) {
      context.refuse(
        itemPath(FILE, position, 'instructor'),
        `no instructor with key "${course.instructor}"`,
      );
    }
    const courseId = await upsertByKey(tx, 'courses', {
      key: course.key,
      name: course.name,
      name_ar: course.name_ar ?? null,
      description_ar: course.description_ar ?? null,
      image: media.name(course.image, 'public'),
      price: course.price,
      price_le: course.price_LE,
      price_sr: course.price_SR,
      status: course.status ?? 'Available',
      trailer: media.name(course.trailer, 'public'),
      description: course.description ?? '',
      category: course.category,
      instructor_id: instructorId,
      introduction_1: course.Introduction_1 ?? '',
      introduction_2: course.Introduction_2 ?? '',
      introduction_3: course.Introduction_3 ?? '',
      introduction_4: course.Introduction_4 ?? '',
      introduction_1_ar: course.Introduction_1_ar ?? null,
      introduction_2_ar: course.Introduction_2_ar ?? null,
      introduction_3_ar: course.Introduction_3_ar ?? null,
      introduction_4_ar: course.Introduction_4_ar ?? null,
      position,
      ...(course.archived !== undefined ? { archived: course.archived } : {}),
      ...(course.contact_hours !== undefined ? { contact_hours: course.contact_hours } : {}),
    });
    lessons += await importLessons(context, courseId, course.lessons ?? []);
  }
  return { courses: courses.length, lessons };
}

export async function exportCourses(context: ExportContext): Promise<ContentCourse[]> {
  const { rows } = await context.db.query<
    {
      id: number;
      key: string;
      name: string;
      name_ar: string | null;
      description_ar: string | null;
      category: string;
      status: string;
      price: number;
      price_le: number;
      price_sr: number;
      image: string | null;
      trailer: string | null;
      instructor: string | null;
      description: string;
      archived: boolean;
      contact_hours: number | null;
    } & IntroductionColumns
  >(
    `SELECT c.id, c.key, c.name, c.name_ar, c.description_ar, c.category, c.status, c.price::float8 AS price,
       c.price_le::float8 AS price_le, c.price_sr::float8 AS price_sr, c.image, c.trailer,
       i.key AS instructor, c.description, c.introduction_1, c.introduction_2,
       c.introduction_3, c.introduction_4, c.introduction_1_ar, c.introduction_2_ar,
       c.introduction_3_ar, c.introduction_4_ar, c.archived,
       c.contact_hours::float8 AS contact_hours
     FROM courses c LEFT JOIN instructors i ON i.id = c.instructor_id
     ORDER BY c.position, c.id`,
  );
  const lessons = await exportLessons(context);
  const { media } = context;
  return rows.map((row) => ({
    key: row.key,
    name: row.name,
    ...(row.name_ar ? { name_ar: row.name_ar } : {}),
    ...(row.description_ar ? { description_ar: row.description_ar } : {}),
    category: row.category,
    status: row.status,
    price: row.price,
    price_LE: row.price_le,
    price_SR: row.price_sr,
    image: media.path(row.image, 'public'),
    trailer: media.path(row.trailer, 'public'),
    instructor: row.instructor,
    description: row.description,
    Introduction_1: row.introduction_1,
    Introduction_2: row.introduction_2,
    Introduction_3: row.introduction_3,
    Introduction_4: row.introduction_4,
    ...(row.introduction_1_ar ? { Introduction_1_ar: row.introduction_1_ar } : {}),
    ...(row.introduction_2_ar ? { Introduction_2_ar: row.introduction_2_ar } : {}),
    ...(row.introduction_3_ar ? { Introduction_3_ar: row.introduction_3_ar } : {}),
    ...(row.introduction_4_ar ? { Introduction_4_ar: row.introduction_4_ar } : {}),
    lessons: lessons.get(row.id) ?? [],
    archived: row.archived,
    contact_hours: row.contact_hours,
  }));
}
