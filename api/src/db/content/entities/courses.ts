import type { ContentCourse } from '@academy/contract';
import type { MediaReference } from '../content-media';
import { itemPath } from '../problems';
import {
  ensureCategory,
  idByKey,
  returnedId,
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
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO courses (key, name, image, price, price_le, price_sr, status, trailer,
         description, category, instructor_id, introduction_1, introduction_2,
         introduction_3, introduction_4, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       ON CONFLICT (key) DO UPDATE SET name = $2, image = $3, price = $4, price_le = $5,
         price_sr = $6, status = $7, trailer = $8, description = $9, category = $10,
         instructor_id = $11, introduction_1 = $12, introduction_2 = $13,
         introduction_3 = $14, introduction_4 = $15, position = $16
       RETURNING id`,
      [
        course.key,
        course.name,
        media.name(course.image, 'public'),
        course.price,
        course.price_LE,
        course.price_SR,
        course.status ?? 'Available',
        media.name(course.trailer, 'public'),
        course.description ?? '',
        course.category,
        instructorId,
        course.Introduction_1 ?? '',
        course.Introduction_2 ?? '',
        course.Introduction_3 ?? '',
        course.Introduction_4 ?? '',
        position,
      ],
    );
    lessons += await importLessons(context, returnedId(rows), course.lessons ?? []);
  }
  return { courses: courses.length, lessons };
}

export async function exportCourses(context: ExportContext): Promise<ContentCourse[]> {
  const { rows } = await context.db.query<{
    id: number;
    key: string;
    name: string;
    category: string;
    status: string;
    price: number;
    price_le: number;
    price_sr: number;
    image: string | null;
    trailer: string | null;
    instructor: string | null;
    description: string;
    introduction_1: string;
    introduction_2: string;
    introduction_3: string;
    introduction_4: string;
  }>(
    `SELECT c.id, c.key, c.name, c.category, c.status, c.price::float8 AS price,
       c.price_le::float8 AS price_le, c.price_sr::float8 AS price_sr, c.image, c.trailer,
       i.key AS instructor, c.description, c.introduction_1, c.introduction_2,
       c.introduction_3, c.introduction_4
     FROM courses c LEFT JOIN instructors i ON i.id = c.instructor_id
     ORDER BY c.position, c.id`,
  );
  const lessons = await exportLessons(context);
  const { media } = context;
  return rows.map((row) => ({
    key: row.key,
    name: row.name,
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
    lessons: lessons.get(row.id) ?? [],
  }));
}
