import { QUESTION_BANK_LIMITS } from '@academy/contract/rules';

import type { SchemaFactory } from '../../lib/validate-fields';
import { questionBanksMessages } from './messages';

const BANK_NAME_MAX = QUESTION_BANK_LIMITS.name;
const text = questionBanksMessages;

export interface BankFormValues {
  name: string;
  category: string;
}

export const bankSchema: SchemaFactory<BankFormValues> = (yup) =>
  yup.object({
    name: yup
      .string()
      .trim()
      .required(text.nameRequired)
      .max(BANK_NAME_MAX, text.nameTooLong(BANK_NAME_MAX)),
    category: yup.string().trim().required(text.categoryRequired),
  });
