// The lesson_progress table (migration 013): one row per learner and lesson, and the reads that
// turn it into a course's progress.
import type { Queryable } from '../../db/db';
import { isWatchedEnough, watchedRatio, type WatchClock, type WatchedRange } from './ranges';

/** A lesson as a progress save needs it, with whether the learner owns its course. */
export interface LessonForProgress {
  id: number;
  course_id: number;
  /** The stored length in seconds (lessons.duration), or null. */
  duration: number | null;
  /** The stored video's name (lessons.video_file), or null. */
  video_file: string | null;
  has_video: boolean;
  owned: boolean;
}

export async function lessonForProgress(
  db: Queryable,
  userId: number,
  lessonId: number,
): Promise<LessonForProgress | undefined> {
  const { rows } = await db.query<LessonForProgress>(
    `SELECT l.id, l.course_id, l.duration, l.video_file, l.video_file IS NOT NULL AS has_video,
       EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = $2 AND e.course_id = l.course_id)
         AS owned
     FROM lessons l WHERE l.id = $1`,
    [lessonId, userId],
  );
  return rows[0];
}

export interface ProgressRow {
  position: number;
  watched: [number, number][];
  watched_seconds: number;
  reported_duration: number | null;
  opened_at: Date | string | null;
  completed_at: Date | string | null;
  /** The learner's first report of the lesson. */
  started_at: Date | string;
  /** The watched seconds counted towards completion so far (the learner's clock allowed them). */
  credited_seconds: number;
}

/** The learner's row for the lesson, locked until the transaction ends; undefined when none. */
export async function lockProgress(
  tx: Queryable,
  userId: number,
  lessonId: number,
): Promise<ProgressRow | undefined> {
  const { rows } = await tx.query<ProgressRow>(
    `SELECT position, watched, watched_seconds, reported_duration, opened_at, completed_at,
       started_at, credited_seconds
     FROM lesson_progress WHERE user_id = $1 AND lesson_id = $2 FOR UPDATE`,
    [userId, lessonId],
  );
  return rows[0];
}

export interface ProgressWrite {
  position: number;
  watched: readonly WatchedRange[];
  watchedSeconds: number;
  creditedSeconds: number;
  reportedDuration: number | null;
  openedAt: Date | null;
  completedAt: Date | null;
  /** The first report's time: set by the first save, never changed after. */
  startedAt: Date;
  at: Date;
}

const WRITE_PARAMS = (userId: number, lessonId: number, write: ProgressWrite) => [
  userId,
  lessonId,
  write.position,
  JSON.stringify(write.watched),
  write.watchedSeconds,
  write.reportedDuration,
  write.openedAt,
  write.completedAt,
  write.at,
  write.creditedSeconds,
];

/**
 * The first row of the learner's lesson. False when a parallel save inserted it first: the caller
 * then starts over from that row, so neither save's ranges are lost.
 */
export async function insertProgress(
  tx: Queryable,
  userId: number,
  lessonId: number,
  write: ProgressWrite,
): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO lesson_progress (user_id, lesson_id, position, watched, watched_seconds,
       reported_duration, opened_at, completed_at, updated_at, credited_seconds, started_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (user_id, lesson_id) DO NOTHING RETURNING lesson_id`,
    [...WRITE_PARAMS(userId, lessonId, write), write.startedAt],
  );
  return rows.length > 0;
}

/**
 * The learner's watching clock, locked until the transaction ends (made at their first report):
 * a learner's saves are counted one after another, whatever lesson or tab sends them.
 */
export async function lockWatchClock(
  tx: Queryable,
  userId: number,
  fresh: WatchClock,
): Promise<WatchClock> {
  await tx.query(
    `INSERT INTO watch_clocks (user_id, allowance_seconds, at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO NOTHING`,
    [userId, fresh.allowance, fresh.at],
  );
  const { rows } = await tx.query<{ allowance_seconds: number; at: Date | string }>(
    'SELECT allowance_seconds, at FROM watch_clocks WHERE user_id = $1 FOR UPDATE',
    [userId],
  );
  const row = rows[0] as { allowance_seconds: number; at: Date | string };
  return { allowance: row.allowance_seconds, at: new Date(row.at) };
}

export async function updateWatchClock(
  tx: Queryable,
  userId: number,
  clock: WatchClock,
): Promise<void> {
  await tx.query('UPDATE watch_clocks SET allowance_seconds = $2, at = $3 WHERE user_id = $1', [
    userId,
    clock.allowance,
    clock.at,
  ]);
}

/** Writes the row the caller locked (lockProgress). */
export async function updateProgress(
  tx: Queryable,
  userId: number,
  lessonId: number,
  write: ProgressWrite,
): Promise<void> {
  await tx.query(
    `UPDATE lesson_progress SET position = $3, watched = $4::jsonb, watched_seconds = $5,
       reported_duration = $6, opened_at = $7, completed_at = $8, updated_at = $9,
       credited_seconds = $10
     WHERE user_id = $1 AND lesson_id = $2`,
    WRITE_PARAMS(userId, lessonId, write),
  );
}

/** One lesson of a course with the learner's progress in it (nulls when none). */
interface LessonProgressRow {
  course_id: number;
  id: number;
  duration: number | null;
  has_video: boolean;
  position: number | null;
  watched_seconds: number | null;
  credited_seconds: number | null;
  completed_at: Date | string | null;
  updated_at: Date | string | null;
}

/** A lesson's progress as the pages read it. */
export interface LessonState {
  id: number;
  position: number;
  watched_ratio: number;
  completed: boolean;
  /** When the learner last saved progress in it; null when never. */
  updatedAt: number | null;
}

/**
 * Complete: recorded as complete when saved, or watched enough by the lesson's length as it is
 * now (measured after the learner watched it). Only the server's length, never the one the
 * learner's player reported (lesson_progress.reported_duration), and only the watching the
 * learner's clock credited (credited_seconds).
 */
function toState(row: LessonProgressRow): LessonState {
  const length = row.duration;
  const watchedSeconds = row.watched_seconds ?? 0;
  const credited = Math.min(watchedSeconds, row.credited_seconds ?? 0);
  const completed = row.completed_at !== null || isWatchedEnough(credited, length);
  return {
    id: row.id,
    position: row.position ?? 0,
    // An opened PDF-only lesson is wholly read; a lesson with a video, by what was watched.
    watched_ratio: row.has_video ? watchedRatio(watchedSeconds, length) : completed ? 1 : 0,
    completed,
    updatedAt: row.updated_at === null ? null : new Date(row.updated_at).getTime(),
  };
}

/**
 * The lessons of the learner's courses with their progress, by course id, each course's lessons
 * in their order. `courseId` null: every course the learner owns.
 */
export async function lessonStates(
  db: Queryable,
  userId: number,
  courseId: number | null,
): Promise<Map<number, LessonState[]>> {
  const { rows } = await db.query<LessonProgressRow>(
    `SELECT l.course_id, l.id, l.duration, l.video_file IS NOT NULL AS has_video,
       p.position, p.watched_seconds, p.credited_seconds, p.completed_at, p.updated_at
     FROM lessons l
     LEFT JOIN lesson_progress p ON p.lesson_id = l.id AND p.user_id = $1
     WHERE ${
       courseId === null
         ? 'l.course_id IN (SELECT course_id FROM enrollments WHERE user_id = $1)'
         : 'l.course_id = $2'
     }
     ORDER BY l.course_id, l.position, l.id`,
    courseId === null ? [userId] : [userId, courseId],
  );
  const byCourse = new Map<number, LessonState[]>();
  for (const row of rows) {
    const lessons = byCourse.get(row.course_id) ?? [];
    lessons.push(toState(row));
    byCourse.set(row.course_id, lessons);
  }
  return byCourse;
}
