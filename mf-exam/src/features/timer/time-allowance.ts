/** The spec's allowance: 70 seconds per question (section 9). */
export const SECONDS_PER_QUESTION = 70;

/**
 * The whole exam's time in seconds: 70 s per question, rounded up to whole minutes (4 questions:
 * 280 s → 5 minutes). Rounding a whole number of questions × 70 s to whole seconds would change
 * nothing, so "rounded up" is read as the minutes the timer is set to.
 */
export function timeAllowanceSeconds(questionCount: number): number {
  const count = Math.max(0, Math.floor(questionCount));
  return Math.ceil((count * SECONDS_PER_QUESTION) / 60) * 60;
}

/** 305 → '05:05'; 3600 → '60:00'. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** What screen readers hear: whole minutes left, so the announcement changes once a minute. */
export function minutesLeft(seconds: number): number {
  return Math.ceil(Math.max(0, seconds) / 60);
}
