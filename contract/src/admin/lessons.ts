import { Type, type Static } from 'typebox';
import { Body, IdField, NullableString, Text } from '../common';
import { AdminListQuery, IdFilter, UploadRef } from './common';

/**
 * A lesson as staff see it. `video_file`/`pdf_file` are the stored media names (or null), never
 * links: staff manage the files; only a paying learner receives them, signed (DESIGN §4).
 */
export const AdminLesson = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  name: Type.String(),
  course: Type.Integer(),
  position: Type.Integer(),
  has_video: Type.Boolean(),
  has_pdf: Type.Boolean(),
  video_file: NullableString('The stored media name of the video, or null.'),
  pdf_file: NullableString('The stored media name of the PDF, or null.'),
});
export type AdminLesson = Static<typeof AdminLesson>;

const Position = Type.Integer({ minimum: 0, maximum: 1_000_000 });

/** Without a position the lesson goes last in its course. */
export const CreateLessonBody = Body({
  name: Text(200, 1),
  course: IdField,
  position: Type.Optional(Position),
  video_file: Type.Optional(UploadRef),
  pdf_file: Type.Optional(UploadRef),
});
export type CreateLessonBody = Static<typeof CreateLessonBody>;

export const UpdateLessonBody = Body({
  name: Type.Optional(Text(200, 1)),
  course: Type.Optional(IdField),
  position: Type.Optional(Position),
  video_file: Type.Optional(UploadRef),
  pdf_file: Type.Optional(UploadRef),
});
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
