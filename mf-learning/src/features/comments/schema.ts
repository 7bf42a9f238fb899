import { loadValidation } from '@academy/shared';

import { learningCatalogue } from '../../messages';

/** The API's limit (POST /comments/ answers 400 beyond it). */
export const COMMENT_MAX_LENGTH = 2000;

/**
 * docs/specification.md §5: a comment must not be empty ('Your Comment is Emtpy !', nothing is
 * sent). yup is loaded with the rule, on first use (not on the first screen).
 */
export async function loadCommentSchema() {
  const { yup } = await loadValidation();
  return yup.object({
    text: yup
      .string()
      .trim()
      .required(learningCatalogue.current().commentEmpty)
      .max(COMMENT_MAX_LENGTH, learningCatalogue.current().commentTooLong),
  });
}

/** The trimmed comment, or the message of the rule it breaks. */
export async function checkComment(text: string) {
  const [{ firstValidationProblem }, schema] = await Promise.all([
    loadValidation(),
    loadCommentSchema(),
  ]);
  return firstValidationProblem(schema, { text });
}
