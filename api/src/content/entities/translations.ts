import type { ContentTranslations } from '@academy/contract';
import { sha256Hex } from '../../lib/hash';
import type { ExportContext, ImportContext } from './context';

/** Adds or replaces each translation in the translation memory (origin 'import'). */
export async function importTranslations(
  { tx }: ImportContext,
  byLanguage: ContentTranslations,
): Promise<number> {
  let count = 0;
  for (const [language, entries] of Object.entries(byLanguage)) {
    for (const [source, translated] of Object.entries(entries)) {
      await tx.query(
        `INSERT INTO translations (source_hash, source_text, target_lang, translated_text, origin)
         VALUES ($1, $2, $3, $4, 'import')
         ON CONFLICT (source_hash, target_lang) DO UPDATE SET translated_text = $4`,
        [sha256Hex(source), source, language, translated],
      );
      count += 1;
    }
  }
  return count;
}

/** The whole translation memory, imported and machine-made alike: the same answers either way. */
export async function exportTranslations({ db }: ExportContext): Promise<ContentTranslations> {
  const { rows } = await db.query<{
    target_lang: string;
    source_text: string;
    translated_text: string;
  }>('SELECT target_lang, source_text, translated_text FROM translations ORDER BY id');
  const byLanguage: ContentTranslations = {};
  for (const row of rows) {
    const entries = byLanguage[row.target_lang] ?? {};
    entries[row.source_text] = row.translated_text;
    byLanguage[row.target_lang] = entries;
  }
  return byLanguage;
}
