import type { CoursePrices } from '@academy/contract';
import { prepared, type Queryable } from '../../db/db';
import { notFound } from '../../lib/errors';
import { PUBLIC_MEDIA_PREFIX, publicMediaUrl, type MediaSigner } from '../media/service';
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

/** An instructor's stored columns (the back-office's list adds its course count). */
export interface InstructorRow {
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

/** A course's four introductions and their Arabic, as the courses table names the columns. */
export interface IntroductionColumns {
  introduction_1: string;
  introduction_2: string;
  introduction_3: string;
  introduction_4: string;
  introduction_1_ar: string | null;
  introduction_2_ar: string | null;
  introduction_3_ar: string | null;
  introduction_4_ar: string | null;
}

/** The introductions under the API's names (Introduction_1…, null when there is no Arabic). */
export function courseIntroductions(row: IntroductionColumns) {
  return {
    Introduction_1: row.introduction_1,
    Introduction_2: row.introduction_2,
    Introduction_3: row.introduction_3,
    Introduction_4: row.introduction_4,
    Introduction_1_ar: row.introduction_1_ar,
    Introduction_2_ar: row.introduction_2_ar,
    Introduction_3_ar: row.introduction_3_ar,
    Introduction_4_ar: row.introduction_4_ar,
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
 * The public course detail as JSON text in the contract's spelling: the instructor and the lesson
 * list folded in, media names made URLs ($2 is the public media prefix; NULL stays null), prices as
 * JSON numbers (numeric(12,2) would print 299.00). Prepared: planning it cost the server three
 * times what running it does.
 */
const COURSE_DETAIL = prepared(
  'course-detail',
  `SELECT json_build_object(
            'id', c.id, 'name', c.name, 'name_ar', c.name_ar, 'image', $2 || c.image,
            'price', c.price::float8, 'price_LE', c.price_le::float8, 'price_SR', c.price_sr::float8,
            'status', c.status, 'trailer', $2 || c.trailer, 'description', c.description,
            'description_ar', c.description_ar, 'category', c.category,
            'instructor', (SELECT json_build_object('id', i.id, 'name', i.name, 'image', $2 || i.image,
                                                    'review', i.review, 'mobile_number', i.mobile_number,
                                                    'LinkdIn', i.linkedin)
                             FROM instructors i WHERE i.id = c.instructor_id),
            'lessons', COALESCE((SELECT json_agg(json_build_object('id', l.id, 'name', l.name,
                                                                   'name_ar', l.name_ar)
                                                 ORDER BY l.position, l.id)
                                   FROM lessons l WHERE l.course_id = c.id), '[]'),
            'Introduction_1', c.introduction_1, 'Introduction_2', c.introduction_2,
            'Introduction_3', c.introduction_3, 'Introduction_4', c.introduction_4,
            'Introduction_1_ar', c.introduction_1_ar, 'Introduction_2_ar', c.introduction_2_ar,
            'Introduction_3_ar', c.introduction_3_ar, 'Introduction_4_ar', c.introduction_4_ar)::text AS course
   FROM courses c WHERE c.id = $1`,
);

/**
 * The public course detail (the contract's `Course`: lesson names only, never their media) as
 * JSON text, ready to send. One round trip, one text column, no JSON.parse and no serialiser:
 * node-postgres spends about 0.75 µs on each column of a row (the 18-column row this used to be
 * cost 20 µs more per read), and parsing the document then serialising it again cost ~15 µs more.
 * courses.test.ts holds the answer to the Course schema.
 */
export async function courseDetailJson(db: Queryable, courseId: number): Promise<string> {
  const { rows } = await db.query<{ course: string }>(COURSE_DETAIL, [
    courseId,
    PUBLIC_MEDIA_PREFIX,
  ]);
  const course = rows[0]?.course;
  if (course === undefined) throw notFound();
  return course;
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
