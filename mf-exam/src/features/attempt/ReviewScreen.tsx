import type { Attempt } from '@academy/contract';
import { useEffect, useRef } from 'react';

import type { AnswerState } from '../question-types/types';
import { useAttemptMessages } from './messages';

export interface ReviewScreenProps {
  attempt: Attempt;
  stateOf: (questionId: number) => AnswerState;
  isFlagged: (questionId: number) => boolean;
  /** Opens a question; from the flagged list, the question then offers Next flagged. */
  onJump: (index: number, stepFlagged: boolean) => void;
  onBack: () => void;
  /** End the section (or submit, on the last): the caller confirms first. */
  onEnd: () => void;
}

/**
 * Before a section ends: how many of its questions are unanswered, incomplete and flagged, each listed, any
 * one a click away; then End section (or Submit the exam on the last).
 */
export function ReviewScreen({
  attempt,
  stateOf,
  isFlagged,
  onJump,
  onBack,
  onEnd,
}: ReviewScreenProps) {
  const attemptMessages = useAttemptMessages();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const section = attempt.sections[attempt.current_section];
  const number = attempt.current_section + 1;
  const last = attempt.current_section === attempt.sections.length - 1;
  const indexOf = new Map(attempt.questions.map((question, index) => [question.id, index]));
  const ids = section?.question_ids ?? [];
  const unanswered = ids.filter((id) => stateOf(id) === 'unanswered');
  const incomplete = ids.filter((id) => stateOf(id) === 'incomplete');
  const flagged = ids.filter((id) => isFlagged(id));

  const list = (title: string, which: number[], idPrefix: string, stepFlagged = false) => (
    <section className="attempt-review__group" aria-labelledby={`${idPrefix}-title`}>
      <h3 id={`${idPrefix}-title`}>
        {title} ({which.length})
      </h3>
      {which.length === 0 ? (
        <p>{attemptMessages.reviewNone}</p>
      ) : (
        <ul className="attempt-review__list">
          {which.map((id) => {
            const index = indexOf.get(id) ?? 0;
            return (
              <li key={id}>
                <button
                  type="button"
                  className="attempt-nav__button"
                  aria-label={attemptMessages.navigatorButton(
                    index + 1,
                    stateOf(id),
                    isFlagged(id),
                  )}
                  onClick={() => onJump(index, stepFlagged)}
                >
                  {index + 1}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );

  return (
    <section className="attempt-review" aria-labelledby="attempt-review-title">
      <h2 id="attempt-review-title" ref={heading} tabIndex={-1}>
        {attemptMessages.reviewTitle(number)}
      </h2>
      <p className="attempt-review__counts">
        {attemptMessages.reviewCounts(unanswered.length, incomplete.length, flagged.length)}
      </p>
      {list(attemptMessages.reviewUnanswered, unanswered, 'review-unanswered')}
      {list(attemptMessages.reviewIncomplete, incomplete, 'review-incomplete')}
      {list(attemptMessages.reviewFlagged, flagged, 'review-flagged', true)}
      <div className="exam-player__actions">
        <button type="button" className="ac-button exam-button--secondary" onClick={onBack}>
          {attemptMessages.reviewBack}
        </button>
        <button type="button" className="ac-button" onClick={onEnd}>
          {last ? attemptMessages.submitExam : attemptMessages.endSection(number)}
        </button>
      </div>
    </section>
  );
}
