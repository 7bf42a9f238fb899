import { RESULTS_STORAGE_KEY } from '../results/results';

/** One answer text for an 'OC' question, the chosen texts for an 'MC' one. */
export type ChosenAnswer = string | string[];

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings): the answers then live in the page only.
    return null;
  }
}

function parseChosen(raw: string | null): ChosenAnswer | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'string') return value;
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  } catch {
    // Not ours: ignored.
  }
  return null;
}

/** The answer kept for a question, keyed to its text (spec section 3); null when none. */
export function readAnswer(questionText: string): ChosenAnswer | null {
  return parseChosen(storage()?.getItem(questionText) ?? null);
}

/** Keeps an answer under the question's text; an empty choice removes it. */
export function saveAnswer(questionText: string, answer: ChosenAnswer): void {
  const store = storage();
  if (!store) return;
  const empty = Array.isArray(answer) ? answer.length === 0 : answer === '';
  try {
    if (empty) store.removeItem(questionText);
    else store.setItem(questionText, JSON.stringify(answer));
  } catch {
    // Quota exceeded: the page still holds the answer.
  }
}

/**
 * Clears the session's answers when an exam opens (spec section 4). Session storage holds the
 * answers and 'results' only, and the keys are the question texts themselves, so every key but
 * 'results' is an answer; the last results stay readable until the next submit replaces them.
 */
export function clearSessionAnswers(): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key !== null && key !== RESULTS_STORAGE_KEY) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}
