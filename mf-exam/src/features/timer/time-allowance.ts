/** The spec's allowance (section 9), shared with the API's exam mode. */
export { SECONDS_PER_QUESTION, timeAllowanceSeconds } from '@academy/contract/grading';
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
