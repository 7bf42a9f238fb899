import { Type, type Static } from 'typebox';
import { NamedRecord } from '../common';
import { AdminListQuery, IdFilter } from './common';
import { UserRef } from './orders';

/** A lesson comment, for moderation (delete only). */
export const AdminComment = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  user: UserRef,
  lesson: NamedRecord,
  course: NamedRecord,
});
export type AdminComment = Static<typeof AdminComment>;

export const AdminCommentsQuery = Type.Object({
  ...AdminListQuery.properties,
  lesson: IdFilter,
  course: IdFilter,
  user: IdFilter,
});
export type AdminCommentsQuery = Static<typeof AdminCommentsQuery>;
