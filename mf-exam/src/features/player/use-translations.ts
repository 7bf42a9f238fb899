import { queryOptions, useQueries, type UseQueryResult } from '@academy/shared';

import { fetchTranslation } from './api';

/**
 * GET /translate/{text}: a translation never changes, so it is asked once per text and kept for
 * the page's life (moving back to a question shows it at once). A failed one is not kept: it is
 * asked again at a later visit, and meanwhile the original text is kept.
 */
export const translationQuery = (text: string) =>
  queryOptions({
    queryKey: ['exam', 'translation', text],
    queryFn: ({ signal }) => fetchTranslation(text, signal),
    staleTime: Infinity,
    gcTime: Infinity,
    meta: {
      onError: (error) =>
        console.warn('[exam] translation failed; the original text is kept', error),
    },
  });

const NONE: ReadonlyMap<string, string> = new Map();

function translationsByText(
  results: UseQueryResult<string>[],
  texts: readonly string[],
): ReadonlyMap<string, string> {
  // A question and its answers switch to bilingual together, once every translation has settled,
  // so the answers do not shift one by one under the learner's pointer.
  if (results.some((result) => result.isPending)) return NONE;
  const map = new Map<string, string>();
  results.forEach(({ data: translated }, index) => {
    const text = texts[index]!;
    if (translated && translated.trim() !== '' && translated !== text) map.set(text, translated);
  });
  return map;
}

/**
 * Translations of the given texts (a question and all its answers), asked for all at once, in
 * parallel, shown together. Only texts whose translation arrived and differs from the original
 * are in the map.
 */
export function useTranslations(texts: readonly string[]): ReadonlyMap<string, string> {
  return useQueries({
    queries: texts.map((text) => translationQuery(text)),
    combine: (results) => translationsByText(results, texts),
  });
}
