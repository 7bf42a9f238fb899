import { Type, type TObject, type TProperties } from 'typebox';

/** A database id as it appears in a path: digits only (anything else is answered 404). */
export const ID_PATTERN = '^[1-9][0-9]{0,8}$';

export const IdParam = Type.String({ pattern: ID_PATTERN, description: 'A database id.' });

/**
 * An id in a JSON body: the spec's client sends 12 or "12". Written as one JSON Schema type list
 * (not a union) so that a bad value gets one DRF-style message ("A valid integer is required.").
 */
export const IdField = Type.Unsafe<number | string>({
  type: ['integer', 'string'],
  pattern: ID_PATTERN,
  minimum: 1,
  maximum: 999_999_999,
});

/** An id in a JSON body, or null to clear the link (`instructor: null`). */
export const NullableId = Type.Unsafe<number | string | null>({
  type: ['integer', 'string', 'null'],
  pattern: ID_PATTERN,
  minimum: 1,
  maximum: 999_999_999,
});

/** A text field of a request, DRF CharField style: at most `maxLength` characters. */
export const Text = (maxLength: number, minLength = 0) =>
  Type.String({ maxLength, ...(minLength > 0 ? { minLength } : {}) });

/** A string or null, as one JSON Schema type list (serialised without trying a union). */
export const NullableString = (description?: string) =>
  Type.Unsafe<string | null>({
    type: ['string', 'null'],
    ...(description ? { description } : {}),
  });

/** A link to an uploaded file; null when the operator has not uploaded one yet. */
export const MediaUrl = NullableString('URL of the file, or null when there is none.');

/** What a listed record carries at the least: its id and the name it is shown by. */
export const NamedRecord = Type.Object({ id: Type.Integer(), name: Type.String() });

/** A request body: properties the spec's client sends beyond these are accepted and ignored. */
export const Body = <Properties extends Parameters<typeof Type.Object>[0]>(
  properties: Properties,
) => Type.Object(properties, { additionalProperties: true });

/** An update's body: any part of the create's, every field optional (a PATCH). */
export const PartialBody = <Properties extends TProperties>(create: TObject<Properties>) =>
  Body(Type.Partial(create).properties);

/** A success that is only a sentence for the user. */
export const Notice = Type.Object({ detail: Type.String() });

/**
 * The Arabic twin of an English text (docs/design/languages.md#content-in-arabic: name_ar,
 * description_ar, text_ar, …): null or absent when the academy wrote none, and the page shows the
 * English.
 */
export const ArabicText = Type.Optional(NullableString('In Arabic; null: show the English.'));

/**
 * A back-office write of an Arabic twin (docs/design/languages.md#content-in-arabic): text up to
 * `maxLength`, or null to clear.
 */
export const ArabicTextInput = (maxLength: number) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength });
