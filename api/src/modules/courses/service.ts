import type { CoursePrices } from '@academy/contract';
import { prepared, type Queryable } from '../../db/db';
import { notFound } from '../../lib/errors';
import { publicMediaUrl, type MediaSigner } from '../media/service';
import { lessonCommentsPage } from '../comments/service';
import { findStream } from '../transcode/service';
import { MASTER_PLAYLIST, POSTER } from '../transcode/hls';

interface CourseRow {
  id: number;
  name: string;
  name_ar: string | null;
  image: string | null;
  status: string;
  category: string;
  price: string;
  price_le: string;
  price_sr: string;
}

interface InstructorRow {
  id: number;
  name: string;
  image: string | null;
  review: string;
  mobile_number: string;
  linkedin: string;
}

/** Prices are stored as numeric(12,2) and sent as JSON numbers (e.g. 299 or 199.5). */
export function coursePrices(row: {
  price: string;
  price_le: string;
  price_sr: string;
}): CoursePrices {
  return {
    price: Number(row.price),
    price_LE: Number(row.price_le),
    price_SR: Number(row.price_sr),
  };
}

export function instructorJson(row: InstructorRow) {
  return {
    id: row.id,
    name: row.name,
    image: publicMediaUrl(row.image),
    review: row.review,
    mobile_number: row.mobile_number,
    LinkdIn: row.linkedin,
  };
}

export async function courseExists(db: Queryable, courseId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM courses WHERE id = $1', [courseId]);
  return rows.length > 0;
}

const COURSE_COLUMNS = 'id, name, name_ar, image, status, category, price, price_le, price_sr';

/** Prepared: parsed and planned each time, it cost PostgreSQL twice what preparing leaves. */
const CATALOGUE = prepared(
  'catalogue',
  `SELECT ${COURSE_COLUMNS} FROM courses WHERE NOT archived ORDER BY position, id`,
);

/**
 * The catalogue. Archived courses leave it; their detail and lessons stay reachable by id, since
 * the learners who own them still open them from their own pages.
 */
export async function listCourses(db: Queryable) {
  const { rows } = await db.query<CourseRow>(CATALOGUE);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    name_ar: row.name_ar,
    image: publicMediaUrl(row.image),
    status: row.status,
    category: row.category,
    ...coursePrices(row),
  }));
}

export async function listInstructors(db: Queryable) {
  const { rows } = await db.query<InstructorRow>(
    'SELECT id, name, image, review, mobile_number, linkedin FROM instructors ORDER BY id',
  );
  return rows.map(instructorJson);
}

/**
 * The public course detail, in one query (instructor and lesson list folded in as JSON), so an
 * uncached detail costs one database round trip, not two; prepared, since planning it cost the
 * server three times what running it does.
 */
const COURSE_DETAIL = prepared(
  'course-detail',
  `SELECT ${COURSE_COLUMNS}, trailer, description, description_ar,
          introduction_1, introduction_2, introduction_3, introduction_4,
          (SELECT row_to_json(i)
             FROM (SELECT id, name, image, review, mobile_number, linkedin
                     FROM instructors WHERE id = courses.instructor_id) i) AS instructor,
          COALESCE((SELECT json_agg(json_build_object('id', l.id, 'name', l.name, 'name_ar', l.name_ar)
                                    ORDER BY l.position, l.id)
                      FROM lessons l WHERE l.course_id = courses.id), '[]') AS lessons
   FROM courses WHERE id = $1`,
);

/** The public course detail: lesson names only, never their media. */
export async function courseDetail(db: Queryable, courseId: number) {
  const { rows } = await db.query<
    CourseRow & {
      trailer: string | null;
      description: string;
      description_ar: string | null;
      introduction_1: string;
      introduction_2: string;
      introduction_3: string;
      introduction_4: string;
      instructor: InstructorRow | null;
      lessons: { id: number; name: string; name_ar: string | null }[];
    }
  >(COURSE_DETAIL, [courseId]);
  const course = rows[0];
  if (!course) throw notFound();
  return {
    id: course.id,
    name: course.name,
    name_ar: course.name_ar,
    image: publicMediaUrl(course.image),
    ...coursePrices(course),
    status: course.status,
    trailer: publicMediaUrl(course.trailer),
    description: course.description,
    description_ar: course.description_ar,
    category: course.category,
    instructor: course.instructor ? instructorJson(course.instructor) : null,
    lessons: course.lessons,
    Introduction_1: course.introduction_1,
    Introduction_2: course.introduction_2,
    Introduction_3: course.introduction_3,
    Introduction_4: course.introduction_4,
  };
}

/** The lesson's newest page of comments, in the lesson's spelling. */
async function newestComments(db: Queryable, lessonId: number) {
  const page = await lessonCommentsPage(db, lessonId);
  return { comments: page.results, comments_count: page.count, comments_next: page.next };
}

/**
 * A lesson with its media links (signed for this user) and comments. Paid content: its route lets
 * only the course's owners in (requireEnrollment).
 */
export async function lessonForLearner(
  db: Queryable,
  signer: MediaSigner,
  userId: number,
  courseId: number,
  lessonId: number,
) {
  const { rows } = await db.query<{
    id: number;
    name: string;
    name_ar: string | null;
    course_id: number;
    video_file: string | null;
    pdf_file: string | null;
  }>(
    `SELECT id, name, name_ar, course_id, video_file, pdf_file FROM lessons
     WHERE id = $1 AND course_id = $2`,
    [lessonId, courseId],
  );
  const lesson = rows[0];
  if (!lesson) throw notFound();
  // HLS once the video is transcoded; until then (or when that failed) the MP4 alone.
  const streamed = lesson.video_file !== null && (await findStream(db, lesson.video_file)) !== null;
  const hlsBase = streamed ? signer.lessonHlsBase(lesson.id, userId) : null;
  return {
    id: lesson.id,
    name: lesson.name,
    name_ar: lesson.name_ar,
    course: lesson.course_id,
    video_file: lesson.video_file ? signer.lessonUrl(lesson.id, 'video', userId) : null,
    video_hls: hlsBase && `${hlsBase}${MASTER_PLAYLIST}`,
    video_poster: hlsBase && `${hlsBase}${POSTER}`,
    pdf_file: lesson.pdf_file ? signer.lessonUrl(lesson.id, 'pdf', userId) : null,
    ...(await newestComments(db, lesson.id)),
  };
}
