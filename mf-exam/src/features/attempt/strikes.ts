/**
 * Struck-out answers: a reading aid of this device only (as the real exam's strike-through tool),
 * kept in localStorage per attempt so a reload keeps them; not sent to the server, never graded.
 */
export type Strikes = Record<string, number[]>;

const key = (attemptId: number) => `ExamAttemptStrikes:${attemptId}`;

export function readStrikes(attemptId: number): Strikes {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(key(attemptId)) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Strikes) : {};
  } catch {
    return {};
  }
}

/** Strikes or unstrikes one answer; returns the new strikes (also stored). */
export function toggleStrike(
  strikes: Strikes,
  attemptId: number,
  questionId: number,
  answerId: number,
): Strikes {
  const current = strikes[questionId] ?? [];
  const next = current.includes(answerId)
    ? current.filter((id) => id !== answerId)
    : [...current, answerId];
  const updated = { ...strikes, [questionId]: next };
  try {
    window.localStorage.setItem(key(attemptId), JSON.stringify(updated));
  } catch {
    // Storage full or off: the strikes last for this page only.
  }
  return updated;
}

/** Forgets an attempt's strikes (once it is submitted). */
export function clearStrikes(attemptId: number): void {
  try {
    window.localStorage.removeItem(key(attemptId));
  } catch {
    // Nothing to do.
  }
}
