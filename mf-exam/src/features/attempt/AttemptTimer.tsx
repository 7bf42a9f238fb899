import { useState } from 'react';

import { useTimerMessages } from '../timer/messages';
import { formatClock } from '../timer/time-allowance';
import { minuteMarkCrossed } from './clock';
import { useAttemptMessages } from './messages';

/**
 * The exam's countdown: shown every second (unless the learner hides it) and heard by screen
 * readers at 10, 5 and 1 minutes left only (WCAG 2.2.1): its live region is otherwise silent.
 */
export function AttemptTimer({ left }: { left: number }) {
  const attemptMessages = useAttemptMessages();
  const timerMessages = useTimerMessages();
  const [hidden, setHidden] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [before, setBefore] = useState<number | null>(null);

  // Derived during render from the previous reading: one announcement per mark crossed.
  if (before !== left) {
    setBefore(left);
    const crossed = minuteMarkCrossed(before, left);
    if (crossed !== null) setAnnouncement(timerMessages.minutesLeft(crossed));
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
    </div>
  );
}
