import type { SchemaFactory } from '../../lib/validate-fields';
import { messages } from '../../messages';
import type { LessonValues } from './api';

export const LESSON_NAME_MAX = 200;
const text = messages.lessons;

export const lessonSchema: SchemaFactory<LessonValues> = (yup) =>
  yup.object({
    name: yup
      .string()
      .trim()
      .required(text.nameRequired)
      .max(LESSON_NAME_MAX, text.nameTooLong(LESSON_NAME_MAX)),
    name_ar: yup.string().default('').max(LESSON_NAME_MAX, text.nameTooLong(LESSON_NAME_MAX)),
  });
