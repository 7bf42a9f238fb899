import { Type, type Static } from 'typebox';
import {
  ArabicText,
  ArabicTextInput,
  Body,
  PartialBody,
  IdField,
  NullableString,
  Text,
} from '../common';
import { AdminListQuery, IdFilter, UploadRef } from './common';
import { LESSON_LIMITS } from '../rules';

/**
 * A lesson as staff see it. `video_file`/`pdf_file` are the stored media names (or null), never
 * links: staff manage the files; only a paying learner receives them, signed
 * (docs/design/api.md#access-and-paid-content).
 */
export const AdminLesson = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  name: Type.String(),
  name_ar: ArabicText,
  course: Type.Integer(),
  position: Type.Integer(),
  has_video: Type.Boolean(),
  has_pdf: Type.Boolean(),
  video_file: NullableString('The stored media name of the video, or null.'),
  pdf_file: NullableString('The stored media name of the PDF, or null.'),
  /** The video's length in seconds, by which progress is measured; null: the player's. */
  duration: Type.Union([Type.Number(), Type.Null()]),
});
export type AdminLesson = Static<typeof AdminLesson>;

const Position = Type.Integer({ minimum: 0, maximum: LESSON_LIMITS.position });
/** Seconds, above 0 and at most a day; null: measured by what the learner's player reads. */
const Duration = Type.Unsafe<number | null>({
  type: ['number', 'null'],
  exclusiveMinimum: 0,
  maximum: LESSON_LIMITS.duration,
});

/** Without a position the lesson goes last in its course. */
export const CreateLessonBody = Body({
  name: Text(LESSON_LIMITS.name, 1),
  name_ar: Type.Optional(ArabicTextInput(LESSON_LIMITS.name)),
  course: IdField,
  position: Type.Optional(Position),
  video_file: Type.Optional(UploadRef),
  pdf_file: Type.Optional(UploadRef),
  duration: Type.Optional(Duration),
});
export type CreateLessonBody = Static<typeof CreateLessonBody>;

export const UpdateLessonBody = PartialBody(CreateLessonBody);
export type UpdateLessonBody = Static<typeof UpdateLessonBody>;

/** A course's new lesson order: every lesson of `course`, first shown first. */
export const ReorderLessonsBody = Body({
  course: IdField,
  ids: Type.Array(IdField, { minItems: 1, maxItems: 10_000 }),
});
export type ReorderLessonsBody = Static<typeof ReorderLessonsBody>;

export const AdminLessonsQuery = Type.Object({
  ...AdminListQuery.properties,
  course: IdFilter,
});
export type AdminLessonsQuery = Static<typeof AdminLessonsQuery>;

/**
 * The HLS transcode of a lesson's video (docs/design/media.md#transcoding), as the back-office
 * shows it: `none` (no video, or none queued), `queued`, `running` (with its percent), `ready`
 * (streamed, with its renditions) or `failed` (with ffmpeg's reason). A queued job keeps the reason
 * of a failed run it will retry.
 */
export const LessonTranscode = Type.Object({
  status: Type.Union([
    Type.Literal('none'),
    Type.Literal('queued'),
    Type.Literal('running'),
    Type.Literal('ready'),
    Type.Literal('failed'),
  ]),
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
  reason: NullableString('Why the last run failed, or null.'),
  /** Runs started so far. */
  attempts: Type.Integer({ minimum: 0 }),
  /** The stream's renditions, smallest first (`360p`, `720p`…); empty until it is ready. */
  renditions: Type.Array(Type.String()),
});
export type LessonTranscode = Static<typeof LessonTranscode>;
