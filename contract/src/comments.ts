import { Type, type Static } from 'typebox';
import { Body, ID_PATTERN, IdField, Text } from './common';

export const COMMENT_MAX_LENGTH = 2000;
/** Comments per page: the lesson carries the newest page, older ones are asked for. */
export const COMMENTS_PAGE_SIZE = 20;

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

/**
 * The cursor of the next (older) page: the id of the oldest comment shown so far, to pass as
 * `?before=`; null when there is nothing older.
 */
export const CommentsCursor = Type.Union([Type.Integer(), Type.Null()], {
  description: 'Pass as ?before= to GET /courses/{course}/{lesson}/comments/; null: nothing older.',
});

/** GET /courses/{course}/{lesson}/comments/?before=<id>: older comments, newest first. */
export const CommentsPageQuery = Type.Object({
  before: Type.Optional(
    Type.String({ pattern: ID_PATTERN, description: 'Comments older than this one.' }),
  ),
});
export type CommentsPageQuery = Static<typeof CommentsPageQuery>;

export const CommentsPage = Type.Object({
  /** Every comment of the lesson. */
  count: Type.Integer(),
  next: CommentsCursor,
  /** At most COMMENTS_PAGE_SIZE, newest first. */
  results: Type.Array(Comment),
});
export type CommentsPage = Static<typeof CommentsPage>;
