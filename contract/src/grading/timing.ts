/** The spec's allowance: 70 seconds per question (section 9). */
export const SECONDS_PER_QUESTION = 70;

/**
 * The time of a topic or exam bank in seconds: 70 s per question, rounded up to whole minutes
 * (4 questions: 280 s → 5 minutes), as the spec's timer is set.
 */
export function timeAllowanceSeconds(questionCount: number): number {
  const count = Math.max(0, Math.floor(questionCount));
  return Math.ceil((count * SECONDS_PER_QUESTION) / 60) * 60;
}
