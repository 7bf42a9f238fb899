import type { ReactNode } from 'react';

import { useQuestionTypeMessages } from './messages';
import { pickedIds, pickLimit, type AnswerControlProps } from './types';

/** The exam's strike-out tool (a reading aid of OC/MC options, never an answer). */
export interface StrikeTool {
  struck: readonly number[];
  onStrike: (answerId: number) => void;
  word: string;
  /** The rest of the button's name after its visible word: " out: <answer>". */
  rest: (answer: string) => string;
}

export interface ChoiceAnswersProps extends AnswerControlProps {
  /** The radio group's name, unique in the page. */
  name: string;
  strikes?: StrikeTool;
  /** Practice mode: an option's Arabic translation, shown under it. */
  translationOf?: (text: string) => ReactNode;
}

/**
 * OC as radios, MC as checkboxes. An MC question that says "Choose N" stops the pick after N:
 * the other options are disabled, and a polite live region says why, until one is cleared.
 */
export function ChoiceAnswers({
  question,
  answer,
  onAnswer,
  reveal,
  name,
  strikes,
  translationOf,
}: ChoiceAnswersProps) {
  const messages = useQuestionTypeMessages();
  const multiple = question.question_type === 'MC';
  const chosen = pickedIds(answer);
  const limit = pickLimit(question);
  const full = limit !== null && chosen.length >= limit;

  const pick = (answerId: number, checked: boolean) => {
    if (!multiple) {
      onAnswer(answerId);
      return;
    }
    const next = checked
      ? [...chosen.filter((id) => id !== answerId), answerId]
      : chosen.filter((id) => id !== answerId);
    onAnswer(next.length === 0 ? null : next);
  };

  return (
    <>
      <ul className="exam-answers">
        {question.answers.map((option) => {
          const checked = chosen.includes(option.id);
          const isStruck = strikes?.struck.includes(option.id) ?? false;
          const classes = ['exam-answer'];
          if (strikes) classes.push('attempt-answer');
          if (checked) classes.push('is-chosen');
          if (isStruck) classes.push('is-struck');
          if (reveal) classes.push(option.is_correct ? 'is-correct' : 'is-wrong');
          return (
            <li key={option.id} className={classes.join(' ')}>
              <label>
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={name}
                  value={option.text}
                  checked={checked}
                  disabled={multiple && full && !checked}
                  onChange={(event) => pick(option.id, event.target.checked)}
                />
                <span className="exam-answer__content">
                  <span className="exam-answer__text" dir="auto">
                    {option.text}
                  </span>
                  {translationOf?.(option.text)}
                  {option.img && (
                    <img
                      className="exam-answer__image"
                      src={option.img}
                      alt={messages.answerImageAlt(option.text)}
                    />
                  )}
                  {reveal && (
                    <span className="exam-answer__mark">
                      {option.is_correct ? messages.correctMark : messages.wrongMark}
                    </span>
                  )}
                </span>
              </label>
              {strikes && (
                <button
                  type="button"
                  className="attempt-answer__strike"
                  aria-pressed={isStruck}
                  onClick={() => strikes.onStrike(option.id)}
                >
                  {/* Named "Strike out: <answer>", its visible word first (label in name). */}
                  <span className="attempt-answer__strike-word">{strikes.word}</span>
                  <span className="ac-visually-hidden">{strikes.rest(option.text)}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {limit !== null && (
        <p className="question-types__limit" aria-live="polite">
          {full ? messages.chooseLimit(limit) : ''}
        </p>
      )}
    </>
  );
}
