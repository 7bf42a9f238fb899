import { LESSON_LIMITS } from '@academy/contract/rules';

import type { SchemaFactory } from '../../lib/validate-fields';
import { lessonsMessages } from './messages';

const LESSON_NAME_MAX = LESSON_LIMITS.name;
const text = lessonsMessages;

/** The lesson form edits the name (and its Arabic: '' for none); the course and files are set elsewhere. */
export interface LessonValues {
  name: string;
  name_ar: string;
}

export const lessonSchema: SchemaFactory<LessonValues> = (yup) =>
  yup.object({
    name: yup
      .string()
      .trim()
      .required(text.nameRequired)
      .max(LESSON_NAME_MAX, text.nameTooLong(LESSON_NAME_MAX)),
    name_ar: yup.string().default('').max(LESSON_NAME_MAX, text.nameTooLong(LESSON_NAME_MAX)),
  });
