import { useResource, useResourceCache, type ResourceCache } from '@academy/shared';

import { fetchTranslation } from './api';

/**
 * The text's translation, or null when it could not be had (the original is then kept). Asked
 * once per text and page: moving back to a question shows it at once; a failed one is asked
 * again at a later visit.
 */
function translate(resources: ResourceCache, text: string): Promise<string | null> {
  return resources
    .fetchOnce(['translation', text], () => fetchTranslation(text))
    .catch((error: unknown) => {
      console.warn('[exam] translation failed; the original text is kept', error);
      return null;
    });
}

const NONE: ReadonlyMap<string, string> = new Map();

/**
 * Translations of the given texts (a question and all its answers), asked for all at once, in
 * parallel. Only texts whose translation arrived and differs from the original are in the map.
 */
export function useTranslations(texts: readonly string[]): ReadonlyMap<string, string> {
  const resources = useResourceCache();
  const translations = useResource({
    key: ['translations', ...texts],
    fetch: async () => {
      const pairs = await Promise.all(
        texts.map(async (text) => [text, await translate(resources, text)] as const),
      );
      const map = new Map<string, string>();
      for (const [text, translated] of pairs) {
        if (translated && translated.trim() !== '' && translated !== text)
          map.set(text, translated);
      }
      return map as ReadonlyMap<string, string>;
    },
  });
  return translations.data ?? NONE;
}
