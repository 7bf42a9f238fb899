import type { ReactNode } from 'react';

import { BilingualRow } from '../bilingual/BilingualText';

/**
 * An answer row's Arabic by its English, as the player renders it
 * (docs/design/languages.md#bilingual-exam: side by side).
 */
export type ArabicOf = (english: string) => ReactNode;

/** A MATCH item or answer, a HOTSPOT region's name: its English, with its Arabic beside it. */
export function RowText({ text, arabicOf }: { text: string; arabicOf?: ArabicOf }) {
  return arabicOf ? <BilingualRow english={text} arabic={arabicOf(text)} /> : <bdi>{text}</bdi>;
}

/** A row's Arabic after a sentence that names it in English ("Your choice: …"). */
export function ArabicAfter({ text, arabicOf }: { text: string; arabicOf?: ArabicOf }) {
  return arabicOf ? <> {arabicOf(text)}</> : null;
}
