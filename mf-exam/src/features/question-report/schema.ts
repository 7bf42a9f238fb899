import type { QUESTION_REPORT_MAX_LENGTH as CONTRACT_MAX_LENGTH } from '@academy/contract';
import { loadValidation } from '@academy/shared';

import { reportCatalogue } from './messages';

/** The API's limit (the contract's, held equal by the compiler): 400 beyond it. */
export const QUESTION_REPORT_MAX_LENGTH: typeof CONTRACT_MAX_LENGTH = 1000;

/**
 * The comment's rules, worded as the API words them (the same message whichever side finds the
 * problem). yup comes with the rules, on first use (not on the first screen).
 */
export async function checkReportComment(comment: string) {
  const { yup, firstValidationProblem } = await loadValidation();
  const text = reportCatalogue.current();
  const schema = yup.object({
    comment: yup
      .string()
      .trim()
      .required(text.blank)
      .max(QUESTION_REPORT_MAX_LENGTH, text.tooLong(QUESTION_REPORT_MAX_LENGTH)),
  });
  return firstValidationProblem(schema, { comment });
}
