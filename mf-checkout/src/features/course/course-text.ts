import { messages } from '../../messages';

const MODULE_MARKER = 'Module (';

/**
 * The description as paragraphs: a new one starts at each 'Module (' (spec section 2). The
 * marker stays at the start of its paragraph ('Module (2) Process ...') so the text reads whole.
 */
export function splitDescription(description: string): string[] {
  return description
    .split(MODULE_MARKER)
    .map((part, index) => (index === 0 ? part : `${MODULE_MARKER}${part}`).trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** A price in US dollars: 299 → '$299', 199.5 → '$199.50', 1299 → '$1,299'. */
export function formatUsd(value: number | string): string {
  const amount = typeof value === 'number' ? value : Number.parseFloat(value);
  if (!Number.isFinite(amount)) return messages.invalidPrice;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
