import type { ContentCourse } from '@academy/contract';
import type { MediaReference } from '../content-media';
import { itemPath } from '../problems';
import { ensureCategory, idByKey, returnedId, type ImportContext } from './context';
import { importLessons, lessonMedia } from './lessons';

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
