// Canary releases (docs/releases.md#canary): which page loads get a remote's canary version. The
// browser decides from the manifest's plan with this function, so the same learner key and
// canary always land on the same side, and the API's tests check the share it gives.

/** A canary's share of page loads, in whole per cent. */
export const CANARY_MIN_PERCENT = 1;
export const CANARY_MAX_PERCENT = 100;

/**
 * The automatic abort's test (docs/releases.md#automatic-abort): the canary is aborted when its
 * error rate is higher than the live version's with a one-sided p-value under this.
 */
export const CANARY_ALPHA = 0.01;

/** How long a preview link opens a version (docs/releases.md#preview). */
export const PREVIEW_LINK_TTL_MS = 60 * 60 * 1000;

/** FNV-1a, 32 bits: small, fast, and spread well enough for buckets of 1 %. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The learner's bucket for one canary, 0–99: the learner key (the signed-in user's id, else a
 * random id the browser keeps) hashed with the canary's id, so each canary draws its own share.
 */
export function canaryBucket(learnerKey: string, canaryId: number): number {
  // A last avalanche round: FNV's low bits follow the last characters too closely on their own.
  let hash = fnv1a(`${canaryId}:${learnerKey}`);
  hash = (hash ^ (hash >>> 16)) >>> 0;
  hash = Math.imul(hash, 0x85ebca6b) >>> 0;
  hash = (hash ^ (hash >>> 13)) >>> 0;
  return hash % 100;
}

/** Whether this learner gets the canary of `percent` %. */
export const inCanary = (learnerKey: string, canaryId: number, percent: number): boolean =>
  canaryBucket(learnerKey, canaryId) < percent;
