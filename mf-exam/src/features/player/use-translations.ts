import { useEffect, useState } from 'react';

import { fetchTranslation } from './api';

// Translations are asked once per text and page: moving back to a question shows them at once.
// A failed one is forgotten, so a later visit asks again.
const asked = new Map<string, Promise<string | null>>();

/** The text's translation, or null when it could not be had (the original is then kept). */
export function translate(text: string): Promise<string | null> {
  let pending = asked.get(text);
  if (!pending) {
    pending = fetchTranslation(text).catch((error: unknown) => {
      asked.delete(text);
      console.warn('[exam] translation failed; the original text is kept', error);
      return null;
    });
    asked.set(text, pending);
  }
  return pending;
}

const NONE: ReadonlyMap<string, string> = new Map();

/**
 * Translations of the given texts (a question and all its answers), asked for all at once, in
 * parallel. Only texts whose translation arrived and differs from the original are in the map.
 */
export function useTranslations(texts: readonly string[]): ReadonlyMap<string, string> {
  const key = JSON.stringify(texts);
  const [loaded, setLoaded] = useState<{ key: string; map: ReadonlyMap<string, string> } | null>(
    null,
  );

  useEffect(() => {
    let current = true;
    const list = JSON.parse(key) as string[];
    void Promise.all(list.map(async (text) => [text, await translate(text)] as const)).then(
      (pairs) => {
        if (!current) return;
        const map = new Map<string, string>();
        for (const [text, translated] of pairs) {
          if (translated && translated.trim() !== '' && translated !== text)
            map.set(text, translated);
        }
        setLoaded({ key, map });
      },
    );
    return () => {
      current = false;
    };
  }, [key]);

  return loaded?.key === key ? loaded.map : NONE;
}
