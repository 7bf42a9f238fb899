import { CATEGORY_LIMITS } from '@academy/contract/rules';

import type { CreateCategoryBody } from '@academy/contract';
import type { SchemaFactory } from '../../lib/validate-fields';
import { categoriesMessages } from './messages';

const CATEGORY_NAME_MAX = CATEGORY_LIMITS.name;
const text = categoriesMessages;

export const categorySchema: SchemaFactory<CreateCategoryBody> = (yup) =>
  yup.object({
    name: yup
      .string()
      .trim()
      .required(text.nameRequired)
      .max(CATEGORY_NAME_MAX, text.nameTooLong(CATEGORY_NAME_MAX)),
  });
