import type { Attempt } from '@academy/contract';

import type { AnswerState } from '../question-types/types';
import { useAttemptMessages } from './messages';

export interface NavigatorProps {
  attempt: Attempt;
  /** Global index of the current question (from 0), or null on the review screen. */
  current: number | null;
  stateOf: (questionId: number) => AnswerState;
  isFlagged: (questionId: number) => boolean;
  onJump: (index: number) => void;
}

/**
 * The question grid: the current section's questions as buttons named by their state ("Question
 * 3, incomplete, flagged": a MATCH with pairs missing is incomplete, not answered), the other sections as one line each (locked once left, or not started).
 */
export function Navigator({ attempt, current, stateOf, isFlagged, onJump }: NavigatorProps) {
  const attemptMessages = useAttemptMessages();
  const indexOf = new Map(attempt.questions.map((question, index) => [question.id, index]));
  return (
    <nav className="attempt-nav" aria-label={attemptMessages.navigatorTitle}>
      <h2 className="attempt-nav__title">{attemptMessages.navigatorTitle}</h2>
      {attempt.sections.map((section) => {
        const number = section.index + 1;
        if (section.index !== attempt.current_section) {
          return (
            <p key={section.index} className="attempt-nav__section-note">
              {section.locked ? (
                <>
                  <span aria-hidden="true">🔒 </span>
                  {attemptMessages.sectionLocked(number)}
                </>
              ) : (
                attemptMessages.sectionNotStarted(number)
              )}
            </p>
          );
        }
        return (
          <div key={section.index} className="attempt-nav__section">
            <h3 className="attempt-nav__section-title">
              {attemptMessages.sectionPosition(number, attempt.sections.length)}
            </h3>
            <ul className="attempt-nav__grid">
              {section.question_ids.map((questionId) => {
                const index = indexOf.get(questionId) ?? 0;
                const state = stateOf(questionId);
                const flagged = isFlagged(questionId);
                const classes = ['attempt-nav__button', `is-${state}`];
                if (flagged) classes.push('is-flagged');
                if (index === current) classes.push('is-current');
                return (
                  <li key={questionId}>
                    <button
                      type="button"
                      className={classes.join(' ')}
                      aria-label={attemptMessages.navigatorButton(index + 1, state, flagged)}
                      aria-current={index === current ? 'step' : undefined}
                      onClick={() => onJump(index)}
                    >
                      {index + 1}
                      {state === 'incomplete' && <span aria-hidden="true">◐</span>}
                      {flagged && <span aria-hidden="true">⚑</span>}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
      <ul className="attempt-nav__legend" aria-hidden="true">
        <li className="is-answered">{attemptMessages.legendAnswered}</li>
        <li className="is-incomplete">◐ {attemptMessages.legendIncomplete}</li>
        <li className="is-unanswered">{attemptMessages.legendUnanswered}</li>
        <li className="is-flagged">⚑ {attemptMessages.legendFlagged}</li>
      </ul>
    </nav>
  );
}
