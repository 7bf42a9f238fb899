import { displayQuestionText } from '../player/question-text';
import { useTranslations } from '../player/use-translations';
import type { PlayableQuestion } from '../question-types/types';
import { useBilingual } from './bilingual-store';

/**
 * A text the academy may have written in Arabic too (docs/design/languages.md#content-in-arabic:
 * question and answer text_ar).
 */
type WithArabic = { text: string; text_ar?: string | null };

const written = (item: WithArabic): string | undefined => {
  const arabic = item.text_ar?.trim();
  return arabic ? arabic : undefined;
};

/**
 * The answer rows whose text a learner sees: OC/MC options always (the spec's practice player
 * puts their Arabic under them); MATCH items and answers and HOTSPOT region labels only side by
 * side (docs/design/languages.md#bilingual-exam). FILL's rows are the values to type, never
 * translated.
 */
function rowsShown(question: PlayableQuestion, sideBySide: boolean): readonly WithArabic[] {
  switch (question.question_type) {
    case 'OC':
    case 'MC':
      return question.answers as readonly WithArabic[];
    case 'MATCH':
    case 'HOTSPOT':
      return sideBySide ? (question.answers as readonly WithArabic[]) : [];
    case 'FILL':
      return [];
  }
}

/**
 * The Arabic of a question's text and of the answer rows it shows, by their English: what the
 * academy wrote (text_ar) first, else the translation service's (asked only for what has none,
 * and only when `enabled`). A text with neither is missing from the map.
 */
export function useArabicTexts(
  question: PlayableQuestion & { text_ar?: string | null },
  text: string,
  enabled: boolean,
): ReadonlyMap<string, string> {
  const sideBySide = useBilingual((state) => state.on);
  const items: WithArabic[] = [
    // Written like the English: '#01. …', shown without the number.
    { text, text_ar: question.text_ar ? displayQuestionText(question.text_ar) : null },
    ...rowsShown(question, sideBySide),
  ];
  const toTranslate = enabled
    ? [...new Set(items.filter((item) => !written(item)).map((item) => item.text))]
    : [];
  const translated = useTranslations(toTranslate);
  const arabic = new Map<string, string>();
  if (!enabled) return arabic;
  for (const item of items) {
    const value = written(item) ?? translated.get(item.text);
    if (value) arabic.set(item.text, value);
  }
  return arabic;
}
