// Content the academy wrote in both languages (docs/design/languages.md#content-in-arabic: name_ar,
// description_ar, text_ar, explanation_ar, title_ar, content_ar): the learner's language where
// written, else the English.
import { useLanguageStore, type Language } from './language-store';

type WithArabic<K extends string> = { [P in K]?: string | null } & {
  [P in `${K}_ar`]?: string | null;
};

/** `item[field]` in `language`: its `_ar` twin in Arabic when not blank, else the English. */
export function localizedField<K extends string>(
  item: WithArabic<K>,
  field: K,
  language: Language,
): string {
  const english = (item[field] as string | null | undefined) ?? '';
  if (language !== 'ar') return english;
  const arabic = item[`${field}_ar` as `${K}_ar`] as string | null | undefined;
  return arabic && arabic.trim() !== '' ? arabic : english;
}

/** A reader of content fields in the language on screen, for components. */
export function useLocalized() {
  const language = useLanguageStore((state) => state.language);
  return <K extends string>(item: WithArabic<K>, field: K) => localizedField(item, field, language);
}
