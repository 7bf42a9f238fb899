/** Addresses tracked in one window at most: a flood from more of them is refused, not stored. */
const MAX_ADDRESSES = 100_000;

/**
 * The beacons' rate limit: at most `max` per client address per fixed window, counted in this
 * instance's memory (nginx limits the path per address in front of every instance). Beacons come
 * by the thousand per second, so this is a Map lookup and an addition: no store round trip, no
 * per-request hook, no rate-limit headers (sendBeacon never reads the answer).
 */
export class AddressLimit {
  private counts = new Map<string, number>();
  private windowStart = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts a request from `address`; the milliseconds until it may retry when over the limit. */
  take(address: string, now: number): { allowed: true } | { allowed: false; retryAfterMs: number } {
    if (now - this.windowStart >= this.windowMs) {
      this.counts.clear();
      this.windowStart = now;
    }
    const retryAfterMs = this.windowStart + this.windowMs - now;
    const used = this.counts.get(address);
    if (used === undefined && this.counts.size >= MAX_ADDRESSES)
      return { allowed: false, retryAfterMs };
    if ((used ?? 0) >= this.max) return { allowed: false, retryAfterMs };
    this.counts.set(address, (used ?? 0) + 1);
    return { allowed: true };
  }
}
