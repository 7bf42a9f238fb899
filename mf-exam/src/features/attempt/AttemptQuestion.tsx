import type { AttemptQuestion as Question } from '@academy/contract';
import { useEffect, useRef, useState } from 'react';

import { attemptMessages } from '../../attempt-messages';
import { messages } from '../../messages';
import { displayQuestionText } from '../player/question-text';

export type AttemptAnswer = number | number[] | null;

export interface AttemptQuestionProps {
  question: Question;
  /** 1-based position in the attempt. */
  number: number;
  total: number;
  answer: AttemptAnswer;
  flagged: boolean;
  /** Answer ids struck out by the learner (a reading aid, not an answer). */
  struck: readonly number[];
  onAnswer: (answer: AttemptAnswer) => void;
  onFlag: (flagged: boolean) => void;
  onStrike: (answerId: number) => void;
}

const chosenIds = (answer: AttemptAnswer): number[] =>
  answer === null ? [] : Array.isArray(answer) ? answer : [answer];

/**
 * One exam-mode question: radios (OC) or checkboxes (MC, "Choose N": an extra pick is refused and
 * said so), a strike-out button per answer, and Flag for review. The heading takes the focus when
 * the question changes, so a screen reader starts on the new question.
 */
export function AttemptQuestion({
  question,
  number,
  total,
  answer,
  flagged,
  struck,
  onAnswer,
  onFlag,
  onStrike,
}: AttemptQuestionProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [limitNote, setLimitNote] = useState('');
  const multiple = question.question_type === 'MC';
  const chosen = chosenIds(answer);
  const limit = multiple ? (question.choose ?? question.answers.length) : 1;

  useEffect(() => {
    heading.current?.focus();
  }, [question.id]);

  const pick = (answerId: number, checked: boolean) => {
    if (!multiple) {
      onAnswer(answerId);
      return;
    }
    if (checked && chosen.length >= limit) {
      setLimitNote(attemptMessages.chooseLimit(limit));
      return;
    }
    setLimitNote('');
    const next = checked ? [...chosen, answerId] : chosen.filter((id) => id !== answerId);
    onAnswer(next.length === 0 ? null : next);
  };

  return (
    <div className="attempt-question">
      <fieldset className="exam-question">
        <legend className="exam-question__legend">
          <span className="exam-question__position">
            {messages.questionPosition(number, total)}
          </span>
          <h2 ref={heading} tabIndex={-1} className="exam-question__text">
            {displayQuestionText(question.text)}
          </h2>
        </legend>
        {question.img && (
          <img
            className="exam-question__image"
            src={question.img}
            alt={messages.questionImageAlt(number)}
          />
        )}
        <p className="exam-question__hint" id={`hint-${question.id}`}>
          {multiple ? attemptMessages.chooseCount(limit) : messages.chooseOne}{' '}
          <span className="attempt-question__strike-hint">{attemptMessages.strikeHint}</span>
        </p>
        <ul className="exam-answers">
          {question.answers.map((option) => {
            const checked = chosen.includes(option.id);
            const isStruck = struck.includes(option.id);
            const classes = ['exam-answer', 'attempt-answer'];
            if (checked) classes.push('is-chosen');
            if (isStruck) classes.push('is-struck');
            return (
              <li key={option.id} className={classes.join(' ')}>
                <label>
                  <input
                    type={multiple ? 'checkbox' : 'radio'}
                    name={`attempt-question-${question.id}`}
                    value={option.id}
                    checked={checked}
                    onChange={(event) => pick(option.id, event.target.checked)}
                  />
                  <span className="exam-answer__content">
                    <span className="exam-answer__text">{option.text}</span>
                    {option.img && (
                      <img
                        className="exam-answer__image"
                        src={option.img}
                        alt={messages.answerImageAlt(option.text)}
                      />
                    )}
                  </span>
                </label>
                <button
                  type="button"
                  className="attempt-answer__strike"
                  aria-pressed={isStruck}
                  onClick={() => onStrike(option.id)}
                >
                  {/* Named "Strike out: <answer>", its visible word first (label in name). */}
                  <span className="attempt-answer__strike-word">{attemptMessages.strikeWord}</span>
                  <span className="ac-visually-hidden">
                    {attemptMessages.strikeRest(option.text)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <p className="attempt-question__limit" aria-live="polite">
          {limitNote}
        </p>
      </fieldset>
      <button
        type="button"
        className={flagged ? 'attempt-flag is-flagged' : 'attempt-flag'}
        aria-pressed={flagged}
        onClick={() => onFlag(!flagged)}
      >
        <span aria-hidden="true">⚑ </span>
        {attemptMessages.flag}
      </button>
    </div>
  );
}
