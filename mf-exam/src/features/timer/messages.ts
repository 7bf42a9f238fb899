// The timer's copy, in the practice player (ExamTimer) and the exam-mode player (AttemptTimer).
// Texts quoted from the spec are verbatim. The Arabic is in messages.ar.ts.
import { defineCatalogue } from '@academy/shared';

export const en = {
  timeLeft: 'Time left',
  timesUpDisplay: "Time's up!",
  minutesLeft: (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left`,
};
export type TimerMessages = typeof en;

/** Its Arabic (messages.ar.ts) is a chunk of its own, fetched only in Arabic. */
export const timerCatalogue = defineCatalogue('exam-timer', en, {
  ar: () =>
    import(/* webpackChunkName: "exam-timer-ar" */ './messages.ar').then((module) => module.ar),
});
export const useTimerMessages = () => timerCatalogue.useMessages();
