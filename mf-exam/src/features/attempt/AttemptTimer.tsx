import { useState } from 'react';

import { useTimerMessages } from '../timer/messages';
import { formatClock } from '../timer/time-allowance';
import { minuteMarkCrossed, WARNED_MINUTES } from './clock';
import { useAttemptMessages } from './messages';

/** The warning due with `left` seconds to go on a first reading (a resume in the last minutes). */
const warningAt = (left: number): number | null =>
  [...WARNED_MINUTES].reverse().find((minutes) => left > 0 && left <= minutes * 60) ?? null;

/**
 * The exam's countdown: shown every second (unless the learner hides it) and heard by screen
 * readers at 10, 5 and 1 minutes left only (WCAG 2.2.1): its live region is otherwise silent. At
 * 5 and 1 minutes a visible warning (an alert, so it is heard once) stays until time runs out,
 * hidden timer or not.
 */
export function AttemptTimer({ left }: { left: number }) {
  const attemptMessages = useAttemptMessages();
  const timerMessages = useTimerMessages();
  const [hidden, setHidden] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [warning, setWarning] = useState<number | null>(null);
  const [before, setBefore] = useState<number | null>(null);

  // Derived during render from the previous reading: one announcement per mark crossed.
  if (before !== left) {
    setBefore(left);
    const crossed = minuteMarkCrossed(before, left);
    const warned = crossed !== null && WARNED_MINUTES.some((minutes) => minutes === crossed);
    if (warned) setWarning(crossed);
    else if (crossed !== null) setAnnouncement(timerMessages.minutesLeft(crossed));
    if (before === null) setWarning(warningAt(left));
    if (left === 0) setWarning(null);
  }

  return (
    <div className="attempt-timer">
      {hidden ? (
        <span className="attempt-timer__hidden">{attemptMessages.timerHidden}</span>
      ) : (
        <span className="exam-timer">
          <span className="exam-timer__label" id="attempt-timer-label">
            {timerMessages.timeLeft}
          </span>
          {/* role=timer is not live: the seconds are not read out. */}
          <span className="exam-timer__clock" role="timer" aria-labelledby="attempt-timer-label">
            {formatClock(left)}
          </span>
        </span>
      )}
      <button
        type="button"
        className="attempt-timer__toggle"
        onClick={() => setHidden((value) => !value)}
      >
        {hidden ? attemptMessages.showTimer : attemptMessages.hideTimer}
      </button>
      <span className="ac-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
      <p
        role="alert"
        className={warning === null ? 'attempt-timer__warning' : 'attempt-timer__warning is-shown'}
      >
        {warning === null ? '' : attemptMessages.timeWarning(warning)}
      </p>
    </div>
  );
}
