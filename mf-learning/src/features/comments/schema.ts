import { yup } from '@academy/shared';

import { messages } from '../../messages';

/** The API's limit (POST /comments/ answers 400 beyond it). */
export const COMMENT_MAX_LENGTH = 2000;

/** Spec section 5: a comment must not be empty ('Your Comment is Emtpy !', nothing is sent). */
export const commentSchema = yup.object({
  text: yup
    .string()
    .trim()
    .required(messages.commentEmpty)
    .max(COMMENT_MAX_LENGTH, messages.commentTooLong),
});
