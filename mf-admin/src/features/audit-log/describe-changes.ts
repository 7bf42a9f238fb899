// An audit row's `changes` as people read them: for an update each changed field as
// "field: before → after" (the API stores [before, after]); for a created or deleted record its
// fields as "field: value". Related records are named by their e-mail or name.
import type { AuditEntry } from '@academy/contract';

export interface ChangeLine {
  field: string;
  text: string;
}

export function formatValue(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    if (typeof record.email === 'string') return record.email;
    if (typeof record.name === 'string') return record.name;
    if (typeof record.title === 'string') return record.title;
  }
  return JSON.stringify(value);
}

const isPair = (value: unknown): value is [unknown, unknown] =>
  Array.isArray(value) && value.length === 2;

export function describeChanges(
  entry: Pick<AuditEntry, 'action' | 'changes'>,
  empty: string,
): ChangeLine[] {
  return Object.entries(entry.changes).map(([field, value]) => {
    if (entry.action === 'update' && isPair(value)) {
      const [before, after] = value;
      return { field, text: `${formatValue(before, empty)} → ${formatValue(after, empty)}` };
    }
    return { field, text: formatValue(value, empty) };
  });
}
