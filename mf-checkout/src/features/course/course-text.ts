const MODULE_MARKER = 'Module (';

/**
 * The description as paragraphs: a new one starts at each 'Module (' (docs/specification.md §2).
 * The marker stays at the start of its paragraph ('Module (2) Process ...') so the text reads
 * whole.
 */
export function splitDescription(description: string): string[] {
  return description
    .split(MODULE_MARKER)
    .map((part, index) => (index === 0 ? part : `${MODULE_MARKER}${part}`).trim())
    .filter((paragraph) => paragraph.length > 0);
}
