// The API's errors in the language the page asked for (Accept-Language,
// docs/design/languages.md#api-errors): English by default and verbatim; Arabic from
// error-messages.ar.ts. Field names are never translated.
import { ERROR_MESSAGES_AR, type ArabicPlural } from './error-messages.ar';

export type ErrorLanguage = 'en' | 'ar';

/** The first of `ar`/`en` the header prefers (q-values honoured); English when neither. */
export function errorLanguageOf(header: string | string[] | undefined): ErrorLanguage {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter(({ base, q }) => (base === 'ar' || base === 'en') && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.base === 'ar' ? 'ar' : 'en';
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Messages with a value inside, as patterns: "Ensure … no more than {} characters." */
const TEMPLATES = Object.entries(ERROR_MESSAGES_AR)
  .filter(([english]) => english.includes('{}'))
  .map(([english, arabic]) => ({
    pattern: new RegExp(`^${english.split('{}').map(escape).join('(.+?)')}$`),
    arabic,
  }));

const arabicPlurals = new Intl.PluralRules('ar');

/** The form of a counted message for its number (its only value); `other` when none is written. */
export function pluralFormFor(forms: ArabicPlural, value: string): string {
  const count = value.trim() === '' ? NaN : Number(value);
  if (!Number.isFinite(count)) return forms.other;
  return forms[arabicPlurals.select(count)] ?? forms.other;
}

/**
 * One message in Arabic, or as it came when the catalogue has none. The values inside a template
 * are translated too when they are catalogue entries ("The payment was not completed: {}." says
 * its reason in Arabic); numbers, names and codes stay as they are.
 */
export function messageInArabic(message: string): string {
  const exact = ERROR_MESSAGES_AR[message];
  if (typeof exact === 'string') return exact;
  for (const { pattern, arabic } of TEMPLATES) {
    const match = pattern.exec(message);
    if (match) {
      const values = match.slice(1).map((value) => messageInArabic(value));
      const text = typeof arabic === 'string' ? arabic : pluralFormFor(arabic, values[0] ?? '');
      let index = 0;
      return text.replace(/\{\}/g, () => values[index++] ?? '');
    }
  }
  return message;
}

/** An error body (DRF shape: detail, field → messages, nested) with every message translated. */
export function errorBodyIn<T>(language: ErrorLanguage, body: T): T {
  if (language === 'en') return body;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return messageInArabic(value);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    return value;
  };
  return walk(body) as T;
}
