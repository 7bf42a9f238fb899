import { FILL_MAX_LENGTH } from '@academy/contract/grading';
import { useId } from 'react';

import { useQuestionTypeMessages } from './messages';
import type { AnswerControlProps } from './types';

export interface FillAnswerProps extends AnswerControlProps {
  /** Whether the typed answer is right (the shared grader's verdict), shown with `reveal`. */
  correct?: boolean;
  /** The id of the hint the input is described by. */
  hintId?: string;
}

/**
 * FILL: one labelled text field. Every change is handed on (the exam's save queue waits for a
 * pause in the typing before it sends); an emptied field clears the answer.
 */
export function FillAnswer({
  question,
  answer,
  onAnswer,
  reveal,
  correct,
  hintId,
}: FillAnswerProps) {
  const messages = useQuestionTypeMessages();
  const id = useId();
  const value = typeof answer === 'string' ? answer : '';
  const accepted = question.answers.filter((option) => option.is_correct).map((a) => a.text);
  const classes = ['qt-fill'];
  if (reveal) classes.push(correct ? 'is-correct' : 'is-wrong');
  return (
    <div className={classes.join(' ')}>
      <label className="qt-fill__label" htmlFor={`${id}-input`}>
        {messages.fillLabel}
      </label>
      <input
        id={`${id}-input`}
        className="qt-fill__input"
        type="text"
        autoComplete="off"
        spellCheck={false}
        dir="auto"
        maxLength={FILL_MAX_LENGTH}
        value={value}
        aria-describedby={hintId}
        onChange={(event) => onAnswer(event.target.value === '' ? null : event.target.value)}
      />
      {reveal && (
        <p className="qt-fill__accepted">
          <span className="qt-fill__mark">
            {correct ? messages.correctMark : messages.wrongMark}
          </span>{' '}
          {messages.fillAccepted(accepted.join('; '))}
        </p>
      )}
    </div>
  );
}
