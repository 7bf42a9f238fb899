/**
 * The exam clock of an attempt, as pure functions of its row and the server's time.
 *
 * A break does not use exam time: while one is under way the deadline moves on with it, up to the
 * break's length (× the learner's time multiplier); a break left running past that ends by itself
 * and the exam clock runs again. Nothing runs on a timer: each read or write settles the attempt
 * first (store.ts).
 */

export interface ClockState {
  mode: 'exam' | 'practice';
  status: 'in_progress' | 'submitted';
  deadline: Date | null;
  break_started_at: Date | null;
  break_allowed_seconds: number | null;
}

const seconds = (ms: number) => ms / 1000;

/** How much of the break under way counts, at `now` (0 when none). */
export function breakTakenSeconds(state: ClockState, now: Date): number {
  if (!state.break_started_at) return 0;
  const elapsed = Math.max(0, seconds(now.getTime() - state.break_started_at.getTime()));
  return Math.min(elapsed, state.break_allowed_seconds ?? 0);
}

/** When the break under way ends by itself, or null. */
export function breakEndsAt(state: ClockState): Date | null {
  if (!state.break_started_at) return null;
  return new Date(state.break_started_at.getTime() + (state.break_allowed_seconds ?? 0) * 1000);
}

/** The deadline as it stands at `now`: moved on by the break under way. */
export function effectiveDeadline(state: ClockState, now: Date): Date | null {
  if (!state.deadline) return null;
  return new Date(state.deadline.getTime() + breakTakenSeconds(state, now) * 1000);
}

/** Whether the break under way has run its whole length. */
export function breakIsOver(state: ClockState, now: Date): boolean {
  const ends = breakEndsAt(state);
  return ends !== null && now.getTime() >= ends.getTime();
}

/** An exam-mode attempt whose time has run out (practice mode has no deadline to enforce). */
export function timeIsUp(state: ClockState, now: Date): boolean {
  if (state.mode !== 'exam' || state.status !== 'in_progress') return false;
  const deadline = effectiveDeadline(state, now);
  return deadline !== null && now.getTime() >= deadline.getTime();
}
