import { useEffect, useRef } from 'react';

import { formatClock } from '../timer/time-allowance';
import { useAttemptMessages } from './messages';

export interface BreakScreenProps {
  /** Seconds left of the break (by the server's clock). */
  left: number;
  /** The section that follows, from 1. */
  nextSection: number;
  ending: boolean;
  onEnd: () => void;
}

/** The optional break between sections: its countdown and End break. It uses no exam time. */
export function BreakScreen({ left, nextSection, ending, onEnd }: BreakScreenProps) {
  const attemptMessages = useAttemptMessages();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="attempt-break" aria-labelledby="attempt-break-title">
      <h2 id="attempt-break-title" ref={heading} tabIndex={-1}>
        {attemptMessages.breakTitle}
      </h2>
      <p>{attemptMessages.breakText(nextSection)}</p>
      <p className="exam-timer">
        <span className="exam-timer__label" id="attempt-break-label">
          {attemptMessages.breakLeft}
        </span>
        <span className="exam-timer__clock" role="timer" aria-labelledby="attempt-break-label">
          {formatClock(left)}
        </span>
      </p>
      <button type="button" className="ac-button" disabled={ending} onClick={onEnd}>
        {attemptMessages.endBreak}
      </button>
    </section>
  );
}
