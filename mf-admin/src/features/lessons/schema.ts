import { LESSON_LIMITS } from '@academy/contract/rules';

import type { SchemaFactory } from '../../lib/validate-fields';
import type { LessonValues } from './api';
import { lessonsMessages } from './messages';

const LESSON_NAME_MAX = LESSON_LIMITS.name;
const text = lessonsMessages;

export const lessonSchema: SchemaFactory<LessonValues> = (yup) =>
  yup.object({
    name: yup
      .string()
      .trim()
      .required(text.nameRequired)
      .max(LESSON_NAME_MAX, text.nameTooLong(LESSON_NAME_MAX)),
    name_ar: yup.string().default('').max(LESSON_NAME_MAX, text.nameTooLong(LESSON_NAME_MAX)),
  });
