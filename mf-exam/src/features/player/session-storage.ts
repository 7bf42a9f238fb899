// The spec's session storage (section 3): the answers, keyed by the question texts, and the last
// 'results'. Apart from the player and the results so that the hub, which clears the answers when
// an exam opens, does not carry their code in its first chunk.

/** Where the last submitted results are kept. */
export const RESULTS_STORAGE_KEY = 'results';

/** The session's storage, or null where it is blocked (privacy settings): answers then live in the page only. */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Clears the session's answers when an exam opens (docs/specification.md §4). Session storage holds
 * the answers and 'results' only, and the keys are the question texts themselves, so every key but
 * 'results' is an answer; the last results stay readable until the next submit replaces them.
 */
export function clearSessionAnswers(): void {
  const store = sessionStore();
  if (!store) return;
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key !== null && key !== RESULTS_STORAGE_KEY) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}
