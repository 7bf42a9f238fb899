import { Type, type Static } from 'typebox';

export const TRANSLATE_MAX_LENGTH = 2000;

/** The text to translate, percent-encoded in the path (longer texts are refused with 400). */
export const TranslateParams = Type.Object({ text: Type.String({ minLength: 1 }) });
export type TranslateParams = Static<typeof TranslateParams>;

/** The spec's client reads `data.data`. */
export const Translation = Type.Object({ data: Type.String() });
export type Translation = Static<typeof Translation>;
