import { Type, type Static } from 'typebox';

/** DRF-style errors (docs/design/api.md#errors): 401/403/404/409/429/503 answer `{detail}`. */
export const DetailError = Type.Object(
  { detail: Type.String() },
  { $id: 'DetailError', description: 'An error that is not about one field.' },
);
export type DetailError = Static<typeof DetailError>;

/**
 * 400: each field's messages, or `non_field_errors`. The errors of a nested object or list nest
 * as DRF nests serializers: `{"cart": {"0": {"id": ["A valid integer is required."]}}}`.
 */
export interface FieldErrors {
  [field: string]: string[] | FieldErrors;
}
export const FieldErrors = Type.Unsafe<FieldErrors>(
  Type.Record(
    Type.String(),
    Type.Union([Type.Array(Type.String()), Type.Object({}, { additionalProperties: true })]),
    {
      $id: 'FieldErrors',
      description: 'Validation errors: field name → messages (or non_field_errors), nested.',
    },
  ),
);

/** A refusal passed on from the payment provider, in PayPal's shape (the spec's client reads it). */
export const ProviderError = Type.Object(
  {
    detail: Type.String(),
    details: Type.Optional(
      Type.Array(
        Type.Object({
          issue: Type.String(),
          description: Type.Optional(Type.String()),
          field: Type.Optional(Type.String()),
        }),
      ),
    ),
    debug_id: Type.Optional(Type.String()),
  },
  { $id: 'ProviderError', description: 'The payment provider refused or failed.' },
);
export type ProviderError = Static<typeof ProviderError>;
