import { Type, type Static } from 'typebox';

/** DRF-style errors (DESIGN §4): 401/403/404/409/429/503 answer `{detail}`. */
export const DetailError = Type.Object(
  { detail: Type.String() },
  { $id: 'DetailError', description: 'An error that is not about one field.' },
);
export type DetailError = Static<typeof DetailError>;

/** 400: each field's messages, or `non_field_errors`. */
export const FieldErrors = Type.Record(Type.String(), Type.Array(Type.String()), {
  $id: 'FieldErrors',
  description: 'Validation errors: field name → messages (or non_field_errors).',
});
export type FieldErrors = Static<typeof FieldErrors>;
