import type { CategoryInput } from '../../lib/admin-types';
import type { SchemaFactory } from '../../lib/validate-fields';
import { categoriesMessages } from './messages';

export const CATEGORY_NAME_MAX = 100;
const text = categoriesMessages;

export const categorySchema: SchemaFactory<CategoryInput> = (yup) =>
  yup.object({
    name: yup
      .string()
      .trim()
      .required(text.nameRequired)
      .max(CATEGORY_NAME_MAX, text.nameTooLong(CATEGORY_NAME_MAX)),
  });
