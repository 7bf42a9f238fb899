import { INSTRUCTOR_LIMITS } from '@academy/contract/rules';

import type { InstructorInput } from './api';
import type { SchemaFactory } from '../../lib/validate-fields';
import { instructorsMessages } from './messages';

const INSTRUCTOR_NAME_MAX = INSTRUCTOR_LIMITS.name;
const text = instructorsMessages;

/** The instructor form's rules; review, mobile number and LinkedIn may stay empty. */
export const instructorSchema: SchemaFactory<InstructorInput> = (yup) =>
  yup.object({
    name: yup
      .string()
      .trim()
      .required(text.nameRequired)
      .max(INSTRUCTOR_NAME_MAX, text.nameTooLong(INSTRUCTOR_NAME_MAX)),
    review: yup.string().trim().default(''),
    mobile_number: yup
      .string()
      .trim()
      .default('')
      .matches(/^\+?[0-9 ]{6,20}$/, { message: text.mobileInvalid, excludeEmptyString: true }),
    LinkdIn: yup
      .string()
      .trim()
      .default('')
      .matches(/^https:\/\/\S+$/, { message: text.linkedInInvalid, excludeEmptyString: true }),
  });
