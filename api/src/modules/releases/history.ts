import type { FlipCause } from '@academy/contract';

/**
 * The order versions went live, from the flips, as `npm run rollback` keeps it in
 * dist/remotes.history.json: making a version live moves it to the top; a rollback to a version
 * drops everything above it, so a second rollback goes one further back rather than forth again.
 */
export function liveOrder(flips: readonly { version: string; cause: FlipCause }[]): string[] {
  let order: string[] = [];
  for (const { version, cause } of flips) {
    if (cause === 'rollback' || cause === 'auto-rollback') {
      const index = order.lastIndexOf(version);
      order = [...(index >= 0 ? order.slice(0, index) : order), version];
    } else {
      order = [...order.filter((earlier) => earlier !== version), version];
    }
  }
  return order;
}

/** Where a rollback from `live` goes: the latest earlier version in that order, if any. */
export function previousOf(order: readonly string[], live: string | null): string | null {
  return order.filter((version) => version !== live).at(-1) ?? null;
}
