import type { SchemaFactory } from '../../lib/validate-fields';
import type { LessonValues } from './api';
import { lessonsMessages } from './messages';

export const LESSON_NAME_MAX = 200;
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
