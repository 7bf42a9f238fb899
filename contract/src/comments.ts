import { Type, type Static } from 'typebox';
import { Body, IdField, Text } from './common';

export const COMMENT_MAX_LENGTH = 2000;

export const Comment = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  text: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  user: Type.Integer(),
  lesson: Type.Integer(),
});
export type Comment = Static<typeof Comment>;

/** `user` must be the token's own user. */
export const CreateCommentBody = Body({
  user: IdField,
  text: Text(COMMENT_MAX_LENGTH, 1),
  lesson: IdField,
});
export type CreateCommentBody = Static<typeof CreateCommentBody>;
