import { REVOCATION_REASON_MAX_LENGTH } from '@academy/contract/rules';

import type { SchemaFactory } from '../../lib/validate-fields';
import { certificatesMessages as text } from './messages';

export interface RevokeValues {
  code: string;
  reason: string;
}

/** Certificate codes as issued: four groups of five (Crockford's base 32). */
const CODE = /^([0-9A-HJKMNP-TV-Z]{5}-){3}[0-9A-HJKMNP-TV-Z]{5}$/;

/** Revoking: the API's rules, a code and a reason of at most the contract's length. */
export const revokeSchema: SchemaFactory<RevokeValues> = (yup) =>
  yup.object({
    code: yup.string().trim().uppercase().default('').matches(CODE, text.codeRequired),
    reason: yup
      .string()
      .trim()
      .required(text.reasonRequired)
      .max(REVOCATION_REASON_MAX_LENGTH, text.reasonTooLong(REVOCATION_REASON_MAX_LENGTH)),
  });
