import { ENROLLMENT_LIMITS } from '@academy/contract/rules';

import type { EnrollmentInput } from './api';
import type { SchemaFactory } from '../../lib/validate-fields';
import { enrollmentsMessages } from './messages';

const text = enrollmentsMessages;
const NOTE_MAX = ENROLLMENT_LIMITS.note;
const ID = /^[1-9]\d*$/;

/** A grant's rules, the API's: a learner and a course chosen, and a note that says why. */
export const grantSchema: SchemaFactory<EnrollmentInput> = (yup) =>
  yup.object({
    user: yup.string().default('').matches(ID, text.userRequired),
    course: yup.string().default('').matches(ID, text.courseRequired),
    note: yup.string().trim().required(text.noteRequired).max(NOTE_MAX, text.noteTooLong(NOTE_MAX)),
  });
