// A refused write, as the form shows it: the API's 400 answers are DRF-shaped
// (docs/design/api.md#errors), `{"field": ["message", ...], "non_field_errors": [...]}` or
// `{"detail": "..."}`. Messages for a field the form has go beside that field; every other message
// goes above the form.
import { apiErrorResponse } from '@academy/shared';

import { formMessages } from '../components/resource-form/messages';

export interface ServerProblems<Field extends string> {
  fields: Partial<Record<Field, string>>;
  general: string[];
}

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

function collect<Field extends string>(
  data: unknown,
  fields: readonly Field[],
): ServerProblems<Field> {
  const problems: ServerProblems<Field> = { fields: {}, general: [] };
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    problems.general.push(...messagesOf(data));
    return problems;
  }
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const found = messagesOf(value);
    if (found.length === 0) continue;
    if ((fields as readonly string[]).includes(key))
      problems.fields[key as Field] = found.join(' ');
    else problems.general.push(...found);
  }
  return problems;
}

/** The problems of a failed call, placed on `fields` where the API names one of them. */
export function serverProblems<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): ServerProblems<Field> {
  const response = apiErrorResponse(error);
  if (!response) return { fields: {}, general: [formMessages.noConnection] };
  const problems = collect(response.data, fields);
  if (problems.general.length === 0 && Object.keys(problems.fields).length === 0)
    problems.general.push(formMessages.saveFailed);
  return problems;
}

/** One line for a failed call that has no form to place field messages on (a delete). */
export function serverProblemText(error: unknown, fallback: string): string {
  const response = apiErrorResponse(error);
  if (!response) return formMessages.noConnection;
  return collect(response.data, []).general.join(' ') || fallback;
}
