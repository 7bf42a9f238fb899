import { useEffect, useId, useRef, useState } from 'react';

import { messages } from '../../messages';
import {
  blankAnswer,
  MAX_ANSWERS,
  MIN_ANSWERS,
  withCorrect,
  type AnswerValues,
  type QuestionValues,
} from './question-values';

const text = messages.questions;

interface AnswersEditorProps {
  values: QuestionValues;
  onChange: (answers: AnswerValues[]) => void;
  /** The form's errors by path: 'answers' for the list, 'answers[1].text' for a row. */
  errors: Partial<Record<string, string>>;
}

/**
 * The answers, 2 to 6 rows of text and "correct", in order. Every control is named by its row
 * ("Answer 2 text", "Answer 2 is correct", "Remove answer 2"); after Add the new row's text gets
 * the focus, after Remove the row now in its place (or Add), and a live region says what changed.
 */
export function AnswersEditor({ values, onChange, errors }: AnswersEditorProps) {
  const id = useId();
  const { answers } = values;
  const [announcement, setAnnouncement] = useState('');
  /** The row whose text gets the focus once the rows are drawn ('' for the Add button). */
  const focusNext = useRef<string | null>(null);
  const rows = useRef(new Map<string, HTMLInputElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const listError = errors.answers;

  useEffect(() => {
    if (focusNext.current === null) return;
    (rows.current.get(focusNext.current) ?? addButton.current)?.focus();
    focusNext.current = null;
  }, [answers]);

  function add() {
    const answer = blankAnswer();
    onChange([...answers, answer]);
    setAnnouncement(text.answerAdded(answers.length + 1));
    focusNext.current = answer.key;
  }

  function remove(index: number) {
    onChange(answers.filter((_, at) => at !== index));
    setAnnouncement(text.answerRemoved(index + 1));
    focusNext.current = answers[index + 1]?.key ?? answers[index - 1]?.key ?? '';
  }

  return (
    <fieldset
      className="admin-answers"
      aria-describedby={`${id}-hint${listError ? ` ${id}-error` : ''}`}
    >
      <legend>{text.answers}</legend>
      <p id={`${id}-hint`} className="admin-field__hint">
        {text.answersHint(MIN_ANSWERS, MAX_ANSWERS)}
      </p>
      {listError && (
        // Focusable so that a refused save can take the focus to it (no input is in error).
        <p id={`${id}-error`} className="admin-field__error" data-focus-on-error tabIndex={-1}>
          {listError}
        </p>
      )}
      <ol className="admin-answers__rows">
        {answers.map((answer, index) => {
          const number = index + 1;
          const rowError = errors[`answers[${index}].text`];
          const errorId = `${id}-${answer.key}-error`;
          return (
            <li key={answer.key} className="admin-answers__row">
              <label htmlFor={`${id}-${answer.key}-text`} className="ac-visually-hidden">
                {text.answerText(number)}
              </label>
              <input
                ref={(element) => {
                  if (element) rows.current.set(answer.key, element);
                  else rows.current.delete(answer.key);
                }}
                id={`${id}-${answer.key}-text`}
                type="text"
                autoComplete="off"
                placeholder={text.answerText(number)}
                value={answer.text}
                aria-invalid={rowError ? true : undefined}
                aria-describedby={rowError ? errorId : undefined}
                onChange={(event) =>
                  onChange(
                    answers.map((row, at) =>
                      at === index ? { ...row, text: event.target.value } : row,
                    ),
                  )
                }
              />
              <label className="admin-answers__correct">
                <input
                  type="checkbox"
                  aria-label={text.answerCorrect(number)}
                  checked={answer.is_correct}
                  onChange={(event) => onChange(withCorrect(values, index, event.target.checked))}
                />
                {text.correct}
              </label>
              <button
                type="button"
                className="admin-button admin-button--quiet"
                aria-label={text.removeAnswer(number)}
                disabled={answers.length <= MIN_ANSWERS}
                onClick={() => remove(index)}
              >
                {text.remove}
              </button>
              {answer.img && (
                <img
                  className="admin-answers__image"
                  src={answer.img}
                  alt={text.answerImageAlt(number)}
                />
              )}
              {rowError && (
                <p id={errorId} className="admin-field__error admin-answers__error">
                  {rowError}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <button
        ref={addButton}
        type="button"
        className="admin-button admin-button--quiet"
        disabled={answers.length >= MAX_ANSWERS}
        onClick={add}
      >
        {text.addAnswer}
      </button>
      <p className="ac-visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}
