import type { Attempt, AttemptMode } from '@academy/contract';
import { useId, useState } from 'react';

import { useHubMessages } from '../hub/messages';
import { useAttemptMessages } from './messages';
import { useStartAttempt, type AttemptSource } from './use-start-attempt';

interface StartChoice {
  label: string;
  source: AttemptSource;
  /** Why it is disabled, or what it holds: said beside the button and read with it. */
  hint: string;
  disabled: boolean;
}

/** The modes a retest or a drill may start in, in the order offered. */
const MODES: readonly AttemptMode[] = ['exam', 'practice'];

const sameSource = (a: AttemptSource | null, b: AttemptSource) =>
  a !== null && JSON.stringify(a) === JSON.stringify(b);

/**
 * On a submitted attempt's result: retest its missed or its flagged questions, or drill the
 * learner's weakest domain of its category, in the mode the learner picks (that of the attempt
 * unless changed). A button with nothing to retest is disabled and says why.
 */
export function LearnFromMistakes({ attempt }: { attempt: Attempt }) {
  const attemptMessages = useAttemptMessages();
  const hubMessages = useHubMessages();
  const [mode, setMode] = useState<AttemptMode>(attempt.mode);
  const { start, pending, starting, error } = useStartAttempt();
  const ids = useId();
  const result = attempt.result;
  if (!result) return null;
  const missed = result.total - result.correct;
  const flagged = attempt.flags.length;
  const modeLabels: Record<AttemptMode, string> = {
    exam: attemptMessages.learnExamMode,
    practice: attemptMessages.learnPracticeMode,
  };
  const choices: StartChoice[] = [
    {
      label: attemptMessages.retestMissed,
      source: { from_attempt: attempt.id, only: 'missed' },
      hint: missed > 0 ? attemptMessages.missedCount(missed) : attemptMessages.noneMissed,
      disabled: missed === 0,
    },
    {
      label: attemptMessages.retestFlagged,
      source: { from_attempt: attempt.id, only: 'flagged' },
      hint: flagged > 0 ? attemptMessages.flaggedCount(flagged) : attemptMessages.noneFlagged,
      disabled: flagged === 0,
    },
    {
      label: hubMessages.drillWeakest,
      source: { drill: attempt.category },
      hint: hubMessages.drillText(attempt.category),
      disabled: false,
    },
  ];
  return (
    <section className="learn-panel" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{attemptMessages.learnTitle}</h2>
      <fieldset className="learn-panel__modes">
        <legend>{attemptMessages.learnModeLegend}</legend>
        {MODES.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`${ids}-mode`}
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
            />{' '}
            {modeLabels[value]}
          </label>
        ))}
      </fieldset>
      <ul className="learn-panel__choices">
        {choices.map((choice, index) => (
          <li key={choice.label}>
            <button
              type="button"
              className="ac-button"
              disabled={choice.disabled || pending}
              aria-describedby={`${ids}-hint-${index}`}
              onClick={() => start(choice.source, mode)}
            >
              {sameSource(starting, choice.source) ? attemptMessages.starting : choice.label}
            </button>
            <p id={`${ids}-hint-${index}`} className="learn-panel__hint">
              {choice.hint}
            </p>
          </li>
        ))}
      </ul>
      <p role="alert" className="learn-panel__error">
        {error === null ? '' : error || attemptMessages.startFailed}
      </p>
    </section>
  );
}
