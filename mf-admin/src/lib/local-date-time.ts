// <input type="datetime-local"> holds the staff member's local time without a zone
// ('2025-06-01T14:30'); the API stores instants (ISO 8601 with a zone).

const two = (n: number) => String(n).padStart(2, '0');

/** An instant as the input shows it, in the browser's time zone; '' for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(
    date.getHours(),
  )}:${two(date.getMinutes())}`;
}

/** What the input holds, as an instant; null for empty. */
export function fromLocalInput(value: string): string | null {
  if (!value.trim()) return null;
  return new Date(value).toISOString();
}

export const isLocalDateTime = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value) && !Number.isNaN(Date.parse(value));
