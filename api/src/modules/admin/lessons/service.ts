import type {
  AdminLesson,
  AdminLessonsQuery,
  CreateLessonBody,
  UpdateLessonBody,
} from '@academy/contract';
import type { Queryable } from '../../../db/db';
import { badRequest } from '../../../lib/errors';
import type { MeasureVideo } from '../../../lib/video-duration';
import { toId } from '../../../lib/schemas';
import {
  asCreated,
  asUpdated,
  diffChanges,
  type Written as AuditedWrite,
} from '../../../lib/audit';
import { newContentKey } from '../content-key';
import { listPage, type ListFilter, type ListSpec, findListed } from '../../../lib/list';
import { mediaColumns, type ClaimMedia, type MediaField } from '../media-fields';
import { reorderRows } from '../reorder';
import { videoAttached } from '../../transcode/service';
import { arabicColumn, insertRow, updateRow, type Columns, deleteRow } from '../rows';

/** Staff get the stored media names, never signed links (those are for paying learners). */
const COLUMNS = `l.id, l.key, l.name, l.name_ar, l.course_id AS course, l.position,
  l.video_file IS NOT NULL AS has_video, l.pdf_file IS NOT NULL AS has_pdf, l.video_file,
  l.pdf_file, l.duration`;

const LESSONS: ListSpec<AdminLesson, AdminLesson> = {
  columns: COLUMNS,
  from: 'lessons l',
  searchIn: ['l.name'],
  orderings: { id: 'l.id', name: 'lower(l.name)', position: 'l.position', course: 'l.course_id' },
  defaultOrdering: 'course,position',
  tieBreaker: 'l.id',
  toItem: (lesson) => lesson,
};

export function list(db: Queryable, query: AdminLessonsQuery, path: string) {
  const filters: ListFilter[] = [];
  if (query.course !== undefined)
    filters.push({ sql: 'l.course_id = $?', value: toId(query.course) });
  return listPage(db, LESSONS, query, path, filters);
}

export async function find(db: Queryable, id: number): Promise<AdminLesson> {
  return findListed(db, LESSONS, id);
}

async function checkCourse(tx: Queryable, course: number | string): Promise<number> {
  const id = toId(course);
  const { rows } = await tx.query('SELECT 1 FROM courses WHERE id = $1', [id]);
  if (rows.length === 0)
    throw badRequest({ course: [`Invalid pk "${id}" - object does not exist.`] });
  return id;
}

const LESSON_MEDIA: Record<string, MediaField> = {
  video_file: { column: 'video_file', kinds: ['video'] },
  pdf_file: { column: 'pdf_file', kinds: ['pdf'] },
};

function columnsOf(body: UpdateLessonBody): Columns {
  const columns: Columns = {};
  if (body.name !== undefined) columns.name = body.name.trim();
  if (body.name_ar !== undefined) columns.name_ar = arabicColumn(body.name_ar);
  if (body.course !== undefined) columns.course_id = toId(body.course);
  if (body.position !== undefined) columns.position = body.position;
  if (body.duration !== undefined) columns.duration = body.duration;
  return columns;
}

type Written = AuditedWrite<AdminLesson>;

/** What a lesson's writes take from the app: the claimer of uploads, the measure of videos. */
export interface LessonMedia {
  claim: ClaimMedia;
  measure: MeasureVideo;
}

/**
 * A lesson given a video (or none) is measured by it, as progress is
 * (docs/design/progress.md#progress): by the transcoded stream's length when that file has one
 * (videoAttached, which also queues a transcode), else by the file's own, read now (the claim read
 * it already). A file that cannot be read leaves the length unknown: watching completes nothing
 * until the transcode measures it.
 */
async function attachVideo(
  tx: Queryable,
  id: number,
  videoFile: string | null,
  measure: MeasureVideo,
): Promise<void> {
  await videoAttached(tx, id, videoFile);
  if (videoFile === null) return;
  const seconds = await measure(videoFile);
  if (seconds !== null) {
    await tx.query('UPDATE lessons SET duration = $2 WHERE id = $1 AND duration IS NULL', [
      id,
      seconds,
    ]);
  }
}

/** Without a position the lesson goes last in its course. */
export async function create(
  tx: Queryable,
  body: CreateLessonBody,
  { claim, measure }: LessonMedia,
): Promise<Written> {
  const courseId = await checkCourse(tx, body.course);
  const last = await tx.query<{ next: number }>(
    'SELECT COALESCE(max(position) + 1, 0)::int AS next FROM lessons WHERE course_id = $1',
    [courseId],
  );
  const media = await mediaColumns(claim, body, LESSON_MEDIA);
  const id = await insertRow(tx, 'lessons', {
    position: last.rows[0]?.next ?? 0,
    ...columnsOf(body),
    ...media,
    key: newContentKey(body.name),
  });
  if (typeof media.video_file === 'string') await attachVideo(tx, id, media.video_file, measure);
  const created = await find(tx, id);
  return asCreated(id, created);
}

export async function update(
  tx: Queryable,
  id: number,
  body: UpdateLessonBody,
  { claim, measure }: LessonMedia,
): Promise<Written> {
  const before = await find(tx, id);
  if (body.course !== undefined) await checkCourse(tx, body.course);
  const media = await mediaColumns(claim, body, LESSON_MEDIA);
  await updateRow(tx, 'lessons', id, { ...columnsOf(body), ...media });
  // A new video is transcoded to HLS (the MP4 plays meanwhile); the duration follows the file.
  if ('video_file' in media && media.video_file !== before.video_file) {
    await attachVideo(tx, id, media.video_file as string | null, measure);
  }
  const after = await find(tx, id);
  return asUpdated(id, before, after);
}

/** The lesson's comments go with it (ON DELETE CASCADE); its media files stay in the store. */
export async function remove(tx: Queryable, id: number): Promise<Written> {
  return deleteRow(tx, 'lessons', id, await find(tx, id));
}

/** One course's lessons in their new order; audited as `course:<id>`. */
export async function reorder(
  tx: Queryable,
  { course, ids }: { course: number | string; ids: (number | string)[] },
): Promise<AuditedWrite<{ ids: number[] }>> {
  const courseId = await checkCourse(tx, course);
  const { before, after } = await reorderRows(
    tx,
    'lessons',
    { sql: 'course_id = $?', value: courseId },
    ids,
  );
  return {
    result: { ids: after },
    audit: {
      action: 'update',
      entityId: `course:${courseId}`,
      changes: diffChanges({ ids: before }, { ids: after }),
    },
  };
}
