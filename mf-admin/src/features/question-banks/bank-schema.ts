import type { SchemaFactory } from '../../lib/validate-fields';
import { questionBanksMessages } from './messages';

/** contract/src/admin/question-banks.ts: a name of 1 to 200 characters, a category. */
export const BANK_NAME_MAX = 200;
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
