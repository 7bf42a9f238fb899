/**
 * Highlighted stretches of a question's text: a practice aid of this device (as strikes.ts), kept
 * per question in the attempt's state in localStorage; not sent to the server, never graded.
 */
export type Highlights = Record<string, Array<[number, number]>>;

const key = (attemptId: number) => `ExamAttemptHighlights:${attemptId}`;

export function readHighlights(attemptId: number): Highlights {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(key(attemptId)) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Highlights) : {};
  } catch {
    return {};
  }
}

export function writeHighlights(attemptId: number, highlights: Highlights): void {
  try {
    window.localStorage.setItem(key(attemptId), JSON.stringify(highlights));
  } catch {
    // Storage full or off: the highlights last for this page only.
  }
}

/** Adds a stretch, merged with those it touches (sorted, no overlaps). */
export function addRange(
  ranges: ReadonlyArray<[number, number]>,
  [start, end]: [number, number],
): Array<[number, number]> {
  if (end <= start) return [...ranges];
  const all = [...ranges, [start, end] as [number, number]].sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of all) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** The text cut into plain and highlighted pieces. */
export function splitHighlighted(
  text: string,
  ranges: ReadonlyArray<[number, number]>,
): Array<{ text: string; marked: boolean }> {
  const pieces: Array<{ text: string; marked: boolean }> = [];
  let at = 0;
  for (const [start, end] of ranges) {
    const from = Math.min(Math.max(start, at), text.length);
    const to = Math.min(end, text.length);
    if (from > at) pieces.push({ text: text.slice(at, from), marked: false });
    if (to > from) pieces.push({ text: text.slice(from, to), marked: true });
    at = Math.max(at, to);
  }
  if (at < text.length) pieces.push({ text: text.slice(at), marked: false });
  return pieces;
}

/** The selection's offsets in `element`'s text, or null when it is not inside it. */
export function selectionOffsets(element: HTMLElement): [number, number] | null {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  if (!element.contains(range.startContainer) || !element.contains(range.endContainer)) return null;
  const before = document.createRange();
  before.selectNodeContents(element);
  before.setEnd(range.startContainer, range.startOffset);
  const start = before.toString().length;
  return [start, start + range.toString().length];
}
