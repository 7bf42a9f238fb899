import { useTimerMessages } from './messages';
import { formatClock, minutesLeft } from './time-allowance';
import './timer.css';

/**
 * The countdown as learners see it (every second) and as screen readers hear it: a polite live
 * region that changes once a minute, and says "Time's up!" at 0.
 */
export function ExamTimer({ remaining }: { remaining: number }) {
  const messages = useTimerMessages();
  const over = remaining <= 0;
  return (
    <div className={over ? 'exam-timer is-over' : 'exam-timer'}>
      {/* Names the timer; at 0 only screen readers need it ("Time left: Time's up!"). */}
      <span className={over ? 'ac-visually-hidden' : 'exam-timer__label'} id="exam-timer-label">
        {messages.timeLeft}
      </span>
      {/* role=timer is not live: the seconds are not read out one by one. */}
      <span className="exam-timer__clock" role="timer" aria-labelledby="exam-timer-label">
        {over ? messages.timesUpDisplay : formatClock(remaining)}
      </span>
      <span className="ac-visually-hidden" aria-live="polite" aria-atomic="true">
        {over ? messages.timesUpDisplay : messages.minutesLeft(minutesLeft(remaining))}
      </span>
    </div>
  );
}
