// What the API writes for an attempt in the language the request asks for (Accept-Language,
// docs/design/languages.md#texts-the-api-writes): a mock's or a drill's title and notice, stored
// in both languages when the attempt is made, and PMI's task names. Views are built in English by
// code that has no request at hand; each one carries its Arabic in a side table that the
// attempts routes' preSerialization hook reads.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorLanguageOf } from '../../i18n/error-language';
import { varyOnLanguage } from '../../i18n/detail-language';
import { PMI_TASKS_AR } from '../../i18n/pmi-tasks.ar';

interface ArabicTexts {
  title: string | null;
  notice?: string | null;
}

const arabicOf = new WeakMap<object, ArabicTexts>();

/** `view` with its Arabic title (and notice) kept aside for an Arabic request. */
export function withArabic<T extends object>(view: T, texts: ArabicTexts): T {
  arabicOf.set(view, texts);
  return view;
}

/** A task name in Arabic when it is one of PMI's; the bank's own free text stays as written. */
export const taskInArabic = (task: string): string => PMI_TASKS_AR[task] ?? task;

function toArabic(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) toArabic(item);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  const arabic = arabicOf.get(record);
  if (arabic?.title) record.title = arabic.title;
  if (arabic?.notice) record.notice = arabic.notice;
  if (typeof record.task === 'string') record.task = taskInArabic(record.task);
  for (const child of Object.values(record)) {
    if (typeof child === 'object' && child !== null) toArabic(child);
  }
}

/** preSerialization hook: an Arabic request's answer with the Arabic titles, notices and tasks. */
export function attemptTextsInLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
): void {
  varyOnLanguage(reply);
  if (errorLanguageOf(request.headers['accept-language']) === 'ar') toArabic(payload);
  done(null, payload);
}
