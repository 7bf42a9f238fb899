import type { CourseProgress, LessonProgress, SaveLessonProgressBody } from '@academy/contract';
import type { Db, Queryable } from '../../db/db';
import type { MeasureVideo } from '../../lib/video-duration';
import { addFieldError, badRequest, forbidden, notFound, type FieldErrors } from '../../lib/errors';
import {
  COMPLETE_RATIO,
  coveredSeconds,
  creditedSeconds,
  creditFromClock,
  isWatchedEnough,
  mergeRanges,
  newWatchClock,
  watchedRatio,
  type WatchClock,
  type WatchedRange,
} from './ranges';
import {
  insertProgress,
  lessonForProgress,
  lessonStates,
  lockProgress,
  lockWatchClock,
  updateProgress,
  updateWatchClock,
  type LessonForProgress,
  type LessonState,
  type ProgressRow,
  type ProgressWrite,
} from './store';

export const NOT_PAID = 'You have not paid for this course.';

/**
 * How far past the video's end a range or position may reach and still be taken (clamped to the
 * end): the length a browser reads from the file and the one stored for the lesson may differ
 * by a frame or a rounding.
 */
export function lengthTolerance(length: number): number {
  return Math.max(1, length * 0.01);
}

/**
 * The length a save is checked and clamped against: the lesson's own, else what the player says
 * (or said). Never the length completion is judged by: a player's word would let a learner send
 * `{duration: 1, watched: [[0, 1]]}` and complete any lesson.
 */
function checkedLength(
  length: number | null,
  body: SaveLessonProgressBody,
  row: ProgressRow | undefined,
): number | null {
  if (length !== null) return length;
  if (body.duration !== undefined && body.duration > 0) return body.duration;
  return row?.reported_duration ?? null;
}

/** The problems of a save that the schema cannot see: inverted ranges, beyond the video's end. */
function checkAgainstLength(body: SaveLessonProgressBody, length: number | null): void {
  const errors: FieldErrors = {};
  const limit = length === null ? Infinity : length + lengthTolerance(length);
  (body.watched ?? []).forEach(([from, to], index) => {
    if (from > to) {
      addFieldError(errors, ['watched', String(index)], 'A range must not end before it starts.');
    } else if (to > limit) {
      addFieldError(
        errors,
        ['watched', String(index)],
        `A range must not go past the end of the video (${length} s).`,
      );
    }
  });
  if (body.position !== undefined && body.position > limit) {
    addFieldError(errors, ['position'], `The position must be within the video (${length} s).`);
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

function toLessonProgress(
  lesson: LessonForProgress,
  write: Pick<ProgressWrite, 'position' | 'watchedSeconds' | 'completedAt'>,
  length: number | null,
): LessonProgress {
  const completed = write.completedAt !== null;
  return {
    id: lesson.id,
    position: write.position,
    watched_ratio: lesson.has_video
      ? watchedRatio(write.watchedSeconds, length)
      : completed
        ? 1
        : 0,
    completed,
  };
}

/**
 * What the save makes of the learner's row (`row` undefined: the first save of the lesson) and of
 * their watching clock. `length`: the video's length as the server knows it (null: unknown,
 * nothing is completed by watching; the ranges are kept and count once it is known).
 */
function nextState(
  lesson: LessonForProgress,
  length: number | null,
  body: SaveLessonProgressBody,
  row: ProgressRow | undefined,
  now: Date,
  clock: WatchClock,
): { write: ProgressWrite; clock: WatchClock } {
  const limit = checkedLength(length, body, row);
  checkAgainstLength(body, limit);
  const watched = mergeRanges(
    [...((row?.watched ?? []) as WatchedRange[]), ...(body.watched ?? [])],
    limit,
  );
  const watchedSeconds = coveredSeconds(watched);
  const opened = body.opened === true;
  const alreadyDone = row?.completed_at ? new Date(row.completed_at) : null;
  const startedAt = row ? new Date(row.started_at) : now;
  // What may count: no faster than real time since the lesson's first report, and no more than
  // completion needs (the rest would only use up the learner's clock); then what the learner's
  // one clock, shared by all their lessons and tabs, still allows.
  const lessonBound = creditedSeconds(watchedSeconds, (now.getTime() - startedAt.getTime()) / 1000);
  const wanted = length === null ? lessonBound : Math.min(lessonBound, COMPLETE_RATIO * length);
  const before = row?.credited_seconds ?? 0;
  const fromClock = creditFromClock(clock, wanted - before, now);
  const credited = before + fromClock.credited;
  // A lesson without a video is done once opened (a PDF to read); one with a video, at 90 %
  // watched, as far as the learner's real time allows.
  const doneNow = isWatchedEnough(credited, length) || (opened && !lesson.has_video);
  const position =
    body.position === undefined
      ? (row?.position ?? 0)
      : limit === null
        ? body.position
        : Math.min(body.position, limit);
  const write: ProgressWrite = {
    position,
    watched,
    watchedSeconds,
    creditedSeconds: credited,
    reportedDuration:
      body.duration !== undefined && body.duration > 0
        ? body.duration
        : (row?.reported_duration ?? null),
    openedAt: row?.opened_at ? new Date(row.opened_at) : opened ? now : null,
    // Never un-completes: a later save, or a longer length set by staff, keeps it complete.
    completedAt: alreadyDone ?? (doneNow ? now : null),
    startedAt,
    at: now,
  };
  return { write, clock: fromClock.clock };
}

/**
 * The length of the lesson's video as the server knows it. A lesson attached or imported since
 * lengths are measured has it already (one column of the row read anyway); one that has none (an
 * older database, a reading that failed) has its stored file read here, at most once per file and
 * process (`measure` remembers, a failure for a while), and the length is stored for every lesson
 * showing that file. Unknown: null, and watching completes nothing until it is known.
 */
async function videoLength(
  db: Queryable,
  lesson: LessonForProgress,
  measure: MeasureVideo,
): Promise<number | null> {
  if (lesson.duration !== null || lesson.video_file === null) return lesson.duration;
  const seconds = await measure(lesson.video_file);
  if (seconds !== null) {
    await db.query('UPDATE lessons SET duration = $2 WHERE video_file = $1 AND duration IS NULL', [
      lesson.video_file,
      seconds,
    ]);
  }
  return seconds;
}

/**
 * PUT /progress/lessons/{id}/: the player's report. Only the learner's own progress, in a lesson
 * of a course they own (403 unpaid, 404 unknown lesson). One row per learner and lesson, locked
 * while it is merged, so a heartbeat and a leave beacon arriving together both count; the
 * learner's watching clock is locked first, so saves of two lessons or tabs take turns.
 */
export async function saveLessonProgress(
  db: Db,
  userId: number,
  lessonId: number,
  body: SaveLessonProgressBody,
  now: Date,
  measure: MeasureVideo,
): Promise<LessonProgress> {
  if (body.position === undefined && body.watched === undefined && body.opened === undefined) {
    throw badRequest({
      non_field_errors: ['Send the position, the watched ranges or that the lesson was opened.'],
    });
  }
  const lesson = await lessonForProgress(db, userId, lessonId);
  if (!lesson) throw notFound();
  if (!lesson.owned) throw forbidden(NOT_PAID);
  const length = await videoLength(db, lesson, measure);
  // Twice at most: a parallel first save can win the insert only once.
  for (let attempt = 0; ; attempt += 1) {
    const saved = await db.transaction(async (tx) => {
      const clock = await lockWatchClock(tx, userId, newWatchClock(now));
      const row = await lockProgress(tx, userId, lessonId);
      const next = nextState(lesson, length, body, row, now, clock);
      const { write } = next;
      await updateWatchClock(tx, userId, next.clock);
      if (row) {
        await updateProgress(tx, userId, lessonId, write);
      } else if (!(await insertProgress(tx, userId, lessonId, write))) {
        return null;
      }
      return toLessonProgress(lesson, write, length);
    });
    // null: a parallel first save inserted the row; merge into it now.
    if (saved) return saved;
    if (attempt > 0) throw new Error(`lesson_progress of ${userId}/${lessonId}: insert lost twice`);
  }
}

/** Counts and the lesson to continue with, from a course's lessons in order. */
export function summarize(lessons: readonly LessonState[]): Omit<CourseProgress, 'lessons'> {
  const total = lessons.length;
  const completed = lessons.filter((lesson) => lesson.completed).length;
  let last: LessonState | undefined;
  for (const lesson of lessons) {
    if (lesson.updatedAt !== null && (!last || lesson.updatedAt > (last.updatedAt ?? 0))) {
      last = lesson;
    }
  }
  let resume: CourseProgress['resume'] = null;
  if (last) {
    const next = last.completed
      ? lessons.slice(lessons.indexOf(last) + 1).find((lesson) => !lesson.completed)
      : undefined;
    const target = next ?? last;
    resume = { lesson: target.id, position: target.position };
  }
  return {
    completed,
    total,
    percent: total === 0 ? 0 : Math.floor((completed * 100) / total),
    resume,
  };
}

const publicState = ({ id, position, watched_ratio, completed }: LessonState): LessonProgress => ({
  id,
  position,
  watched_ratio,
  completed,
});

/** GET /progress/courses/{id}/ (the route checked the learner owns it). */
export async function courseProgress(
  db: Queryable,
  userId: number,
  courseId: number,
): Promise<CourseProgress> {
  const lessons = (await lessonStates(db, userId, courseId)).get(courseId) ?? [];
  return { ...summarize(lessons), lessons: lessons.map(publicState) };
}
